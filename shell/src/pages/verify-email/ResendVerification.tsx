import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { api as endpoints, paths, resendVerification } from '@campus/contracts';
import { Card, CardContent, Field, Input, focusFirstInvalid } from '@campus/ui';
import { api, useToast } from '@campus/shell/runtime';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFailureToast } from '../../components/form/useFailureToast';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { Foot } from './styles';

const FIELDS = ['email'] as const;

const Sent = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A button that reads as a link in the sentence around it (global :focus-visible ring applies). */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Under the /verify-email card: 'Send a new one' opens a form that asks POST /api/verify-email/resend for
 * a fresh link and 6-digit code. The server answers the same whether or not the address has an account
 * waiting, and that answer is what the page shows.
 */
export function ResendVerification({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const { errors, validate } = useFieldErrors(FIELDS);
  const { toast } = useToast();
  const failed = useFailureToast(
    'Resend failed',
    'Could not send the verification email. Please try again later.',
  );
  const mutation = useMutation({
    mutationFn: (address: string) => api.call(endpoints.resendVerification, { body: { email: address } }),
    onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message }),
    onError: failed,
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = validate(resendVerification.safeParse({ email }));
    if (parsed) mutation.mutate(parsed.email);
    else focusFirstInvalid(e.currentTarget);
  };

  if (!open) {
    return (
      <Foot style={{ marginTop: 20 }}>
        Link expired or lost the e-mail?{' '}
        <LinkButton type="button" onClick={() => setOpen(true)}>
          Send a new one
        </LinkButton>{' '}
        or <Link to={paths.register}>Register again</Link>
      </Foot>
    );
  }

  return (
    <Card style={{ marginTop: 20 }}>
      <CardContent>
        <Form onSubmit={submit} noValidate aria-label="Send a new verification email">
          <Field
            label="E-mail to send it to"
            error={errors.email}
            hint="The university address you registered with. A new link and 6-digit code replace the old ones."
          >
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              placeholder="you@university.edu"
            />
          </Field>
          <SubmitButton pending={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send link and code'}
          </SubmitButton>
          {mutation.isSuccess && <Sent role="status">{mutation.data.message}</Sent>}
        </Form>
        <Foot style={{ marginTop: 16 }}>
          Still nothing? <Link to={paths.register}>Register again</Link>
        </Foot>
      </CardContent>
    </Card>
  );
}
