import { useRef, useState } from 'react';
import styled from 'styled-components';
import { fullName, type OrderDetail } from '@campus/contracts';
import { Field, Label, StarRating, Textarea } from '@campus/ui';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

export const REVIEW_FORM_TEXT = { ratingMissing: 'Please choose a rating' } as const;

const COMMENT_MAX = 2000;

const RatingBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const RatingError = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  order: OrderDetail;
  onClose(): void;
}

/** The customer rates the provider (required) and may say why; an existing review is edited in place. */
export function ReviewDialog({ order, onClose }: Props) {
  const existing = order.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [tried, setTried] = useState(false);
  const ratingRef = useRef<HTMLDivElement>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const toasts = useActionToast();
  const busy = create.isPending || update.isPending;
  const ratingError = tried && rating < 1 ? REVIEW_FORM_TEXT.ratingMissing : null;

  const submit = () => {
    setTried(true);
    if (rating < 1) {
      ratingRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    const text = comment.trim() || null;
    const handlers = {
      onSuccess: () => {
        toasts.done(existing ? 'review_updated' : 'review_created');
        onClose();
      },
      onError: (error: unknown) => toasts.failed('review', error),
    };
    if (existing) update.mutate({ reviewId: existing.id, rating, comment: text }, handlers);
    else create.mutate({ orderId: order.id, rating, comment: text }, handlers);
  };

  const provider = fullName(order.provider) || 'the provider';
  return (
    <FormDialog
      title={existing ? 'Edit your review' : `Review ${provider}`}
      description={
        <p>
          How was {order.gig?.title ?? order.gigTitle ?? 'the service'}? Your review is public on the gig.
        </p>
      }
      submitLabel={existing ? 'Save review' : 'Post review'}
      busyLabel="Saving..."
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <RatingBox ref={ratingRef}>
        <Label as="span" aria-hidden="true">
          Rating
        </Label>
        <StarRating value={rating} onChange={setRating} size="lg" label="Rating" />
        {ratingError && <RatingError role="alert">{ratingError}</RatingError>}
      </RatingBox>
      <Field label="Comment (optional)">
        <Textarea
          rows={4}
          maxLength={COMMENT_MAX}
          placeholder="What went well? What could be better?"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
