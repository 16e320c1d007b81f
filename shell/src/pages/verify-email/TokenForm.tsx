import { useState, type FormEvent } from 'react';
import { Field, Input } from '@campus/ui';
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
  // The button stays disabled while the token is blank, so the message shows once the field was edited.
  const [touched, setTouched] = useState(false);
  const blank = token.trim() === '';
  const error = touched && blank ? 'Please enter a verification token' : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!blank) onSubmit(token.trim());
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
          onChange={(e) => {
            setToken(e.target.value);
            setTouched(true);
          }}
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
