import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api as endpoints, register } from '@campus/contracts';
import { Field, Input, focusFirstInvalid } from '@campus/ui';
import { api } from '@campus/shell/runtime';
import { EmailField } from '../../components/form/EmailField';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFailureToast } from '../../components/form/useFailureToast';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { Row } from './styles';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** Create an account with a .edu address and a password (POST /api/register); then the e-mail is verified. */
export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const { errors, validate } = useFieldErrors(FIELDS);
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
    onError: useFailureToast('Registration failed', 'Something went wrong. Please try again.'),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = validate(
      register.safeParse({
        ...values,
        firstName: values.firstName.trim() || null,
        lastName: values.lastName.trim() || null,
      }),
    );
    if (body) mutation.mutate(body);
    else focusFirstInvalid(e.currentTarget);
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
      <EmailField
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint="Only .edu addresses can join."
      />
      <Field label="Password" error={errors.password} hint="At least 6 characters.">
        <Input
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
        />
      </Field>
      <SubmitButton pending={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Create account'}
      </SubmitButton>
    </Form>
  );
}
