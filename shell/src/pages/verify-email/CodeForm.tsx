import { useState, type FormEvent } from 'react';
import { verifyEmailCode } from '@campus/contracts';
import { Button, Field, Input, Spinner } from '@campus/shell/kit';
import { fieldErrors } from '../../lib/fieldErrors';
import { Form } from './styles';

interface Props {
  initialEmail: string;
  isPending: boolean;
  onSubmit(email: string, code: string): void;
}

type Errors = Partial<Record<'email' | 'code', string>>;

/** The 6-digit code variant: e-mail address and the code from the verification e-mail. */
export function CodeForm({ initialEmail, isPending, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = verifyEmailCode.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, ['email', 'code'] as const));
      return;
    }
    setErrors({});
    onSubmit(parsed.data.email, parsed.data.code);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Field label="University e-mail" error={errors.email}>
        <Input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          placeholder="you@university.edu"
        />
      </Field>
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
      <Button type="submit" size="lg" block disabled={isPending}>
        {isPending && <Spinner size="sm" decorative />}
        Verify Email
      </Button>
    </Form>
  );
}
