import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, api as endpoints, register } from '@campus/contracts';
import { Button, Field, Input, Spinner, api, useToast } from '@campus/shell/kit';
import { fieldErrors } from '../../lib/fieldErrors';
import { Form, Row } from './styles';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** Create an account with a .edu address and a password (POST /api/register); then the e-mail is verified. */
export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { toast } = useToast();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const mutation = useMutation({
    mutationFn: (body: {
      email: string;
      password: string;
      firstName?: string | null;
      lastName?: string | null;
    }) => api.call(endpoints.register, { body }),
    onSuccess: (_reply, body) => onRegistered(body.email),
    onError: (error) =>
      toast({
        title: 'Registration failed',
        description: (isApiError(error) && error.serverMessage) || 'Something went wrong. Please try again.',
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = register.safeParse({
      ...values,
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim() || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Create an account">
      <Row>
        <Field label="First name" error={errors.firstName}>
          <Input value={values.firstName} onChange={set('firstName')} autoComplete="given-name" />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input value={values.lastName} onChange={set('lastName')} autoComplete="family-name" />
        </Field>
      </Row>
      <Field label="University e-mail" error={errors.email} hint="Only .edu addresses can join.">
        <Input
          type="email"
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          placeholder="you@university.edu"
        />
      </Field>
      <Field label="Password" error={errors.password} hint="At least 6 characters.">
        <Input
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
        />
      </Field>
      <Button type="submit" size="lg" block disabled={mutation.isPending}>
        {mutation.isPending && <Spinner size="sm" decorative />}
        {mutation.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </Form>
  );
}
