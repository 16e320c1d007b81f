import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useCardForm } from '../hooks/use-card-form';
import type { BeforeConfirm, OnAuthorised } from '../hooks/use-payment-outcome';
import { useSandboxPayment } from '../hooks/use-sandbox-payment';
import { AuthenticationDialog } from './AuthenticationDialog';
import { CardFields } from './CardFields';
import { PayButton } from './PayButton';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

interface Props {
  /** Null until the intent is ready (or when it could not be created): paying waits for it. */
  clientSecret: string | null;
  totalCents: number;
  onAuthorised?: OnAuthorised;
  beforeConfirm?: BeforeConfirm;
}

/** The sandbox processor's card form: behaves as Stripe's card element, pays through the sandbox. */
export function SandboxPayment({ clientSecret, totalCents, onAuthorised, beforeConfirm }: Props) {
  const form = useCardForm();
  const checkout = useSandboxPayment(clientSecret, onAuthorised, beforeConfirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkout.busy) return;
    if (!form.card) {
      form.showAll();
      return;
    }
    void checkout.pay(form.card);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Card details">
      <CardFields form={form} />
      <PayButton totalCents={totalCents} busy={checkout.busy} disabled={!clientSecret || !form.card} />
      {checkout.challenge && (
        <AuthenticationDialog
          intent={checkout.challenge}
          busy={checkout.busy}
          onAnswer={(outcome) => void checkout.answer(outcome)}
          onClose={checkout.dismiss}
        />
      )}
    </Form>
  );
}
