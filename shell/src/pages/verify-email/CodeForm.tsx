import { useState, type FormEvent } from 'react';
import { verifyEmailCode } from '@campus/contracts';
import { Field, Input, focusFirstInvalid } from '@campus/ui';
import { EmailField } from '../../components/form/EmailField';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFieldErrors } from '../../components/form/useFieldErrors';

interface Props {
  initialEmail: string;
  isPending: boolean;
  onSubmit(email: string, code: string): void;
}

const FIELDS = ['email', 'code'] as const;

/** The 6-digit code variant: e-mail address and the code from the verification e-mail. */
export function CodeForm({ initialEmail, isPending, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const { errors, validate } = useFieldErrors(FIELDS);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = validate(verifyEmailCode.safeParse({ email, code }));
    if (parsed) onSubmit(parsed.email, parsed.code);
    else focusFirstInvalid(e.currentTarget);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Field
        label="Verification code"
        error={errors.code}
        hint="The 6-digit code from your verification e-mail."
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={6}
        />
      </Field>
      <SubmitButton pending={isPending}>Verify Email</SubmitButton>
    </Form>
  );
}
