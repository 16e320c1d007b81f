import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, reviewReply } from '@campus/contracts';
import { Button, Field, Textarea } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useReplyToReview } from '../../../api/reply-to-review';

/** The contract's bound on a reply (reviewReply). */
export const REPLY_MAX_LENGTH = 2000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 4px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const ServerError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.dangerText};
`;

interface Props {
  gigId: number;
  reviewId: number;
  onClose(): void;
}

/** The provider's one public reply to a review: POST /api/reviews/{id}/reply, then the list refreshes. */
export function ReviewReplyForm({ gigId, reviewId, onClose }: Props) {
  const { toast } = useToast();
  const mutation = useReplyToReview(gigId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = reviewReply.safeParse({ reply: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reply is required');
      fieldRef.current?.focus();
      return;
    }
    mutation.mutate(
      { reviewId, reply: parsed.data.reply },
      {
        onSuccess: () =>
          toast({ title: 'Reply posted', description: 'Your reply is shown under the review.' }),
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Reply to this review">
      <Field label="Your reply" error={error} hint="Everyone sees your reply. You can reply once.">
        <Textarea
          ref={fieldRef}
          name="reply"
          rows={3}
          required
          maxLength={REPLY_MAX_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </Field>
      {mutation.isError && (
        <ServerError role="alert">
          {errorMessage(mutation.error, 'Failed to post your reply. Please try again.')}
        </ServerError>
      )}
      <Buttons>
        <Button type="button" variant="outline" size="sm" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Posting...' : 'Post Reply'}
        </Button>
      </Buttons>
    </Form>
  );
}
