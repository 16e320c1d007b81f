import { useState, type FormEvent } from 'react';
import { Field, Input } from '@campus/shell/kit';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';

interface Props {
  initialToken: string;
  isPending: boolean;
  onSubmit(token: string): void;
}

/** Manual entry of the token from the verification link. */
export function TokenForm({ initialToken, isPending, onSubmit }: Props) {
  const [token, setToken] = useState(initialToken);
  const [error, setError] = useState<string | null>(null);
  const blank = token.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      setError('Please enter a verification token');
      return;
    }
    setError(null);
    onSubmit(token.trim());
  };
  return (
    <Form onSubmit={submit} noValidate>
      <Field
        label="Verification token"
        error={error}
        hint="Paste the token from the link in your verification e-mail."
      >
        <Input
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <SubmitButton pending={isPending} disabled={blank}>
        Verify Email
      </SubmitButton>
    </Form>
  );
}
