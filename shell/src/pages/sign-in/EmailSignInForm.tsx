import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, api as endpoints, login } from '@campus/contracts';
import { Button, Field, Input, Spinner, api, useAuth, useToast } from '@campus/shell/kit';
import { fieldErrors } from '../../lib/fieldErrors';
import { Form } from './styles';

const FIELDS = ['email', 'password'] as const;

/** E-mail and password sign-in (POST /api/login). */
export function EmailSignInForm() {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});

  const mutation = useMutation({
    mutationFn: (body: { email: string; password: string }) => api.call(endpoints.login, { body }),
    onSuccess: (user) => {
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      setUser(user);
    },
    onError: (error) =>
      toast({
        title: 'Login failed',
        description: (isApiError(error) && error.serverMessage) || 'Invalid email or password',
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = login.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <Field label="University e-mail" error={errors.email}>
        <Input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          placeholder="you@university.edu"
        />
      </Field>
      <Field label="Password" error={errors.password}>
        <Input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      <Button type="submit" size="lg" block disabled={mutation.isPending}>
        {mutation.isPending && <Spinner size="sm" decorative />}
        {mutation.isPending ? 'Signing in...' : 'Sign in with e-mail'}
      </Button>
    </Form>
  );
}
