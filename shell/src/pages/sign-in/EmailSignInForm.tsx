import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api as endpoints, login } from '@campus/contracts';
import { Field, Input, focusFirstInvalid } from '@campus/ui';
import { api, useAuth, useToast } from '@campus/shell/runtime';
import { EmailField } from '../../components/form/EmailField';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFailureToast } from '../../components/form/useFailureToast';
import { useFieldErrors } from '../../components/form/useFieldErrors';

const FIELDS = ['email', 'password'] as const;

/** E-mail and password sign-in (POST /api/login). */
export function EmailSignInForm() {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, validate } = useFieldErrors(FIELDS);

  const mutation = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.call(endpoints.login, { body }),
    onSuccess: (user) => {
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      setUser(user);
    },
    onError: useFailureToast('Login failed', 'Invalid email or password'),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = validate(login.safeParse({ email, password }));
    if (body) mutation.mutate(body);
    else focusFirstInvalid(e.currentTarget);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Field label="Password" error={errors.password}>
        <Input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      <SubmitButton pending={mutation.isPending}>
        {mutation.isPending ? 'Signing in...' : 'Sign in with e-mail'}
      </SubmitButton>
    </Form>
  );
}
