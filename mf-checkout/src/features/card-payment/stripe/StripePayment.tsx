import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Elements,
  ExpressCheckoutElement,
  PaymentElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { paths } from '@campus/contracts';
import { Alert, Skeleton, theme } from '@campus/ui';
import { usePaymentOutcome, type BeforeConfirm, type OnAuthorised } from '../hooks/use-payment-outcome';
import { PayButton } from '../components/PayButton';
import { PAYMENT_TEXT as T } from '../texts';
import { stripeFor } from './load-stripe';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Stripe's fields in the product's look. */
const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: theme.colors.primary,
    colorDanger: theme.colors.danger,
    colorText: theme.colors.text,
    fontFamily: theme.fonts.body,
    borderRadius: theme.radii.md,
  },
};

/** Confirmed intents that go on to the success page (requires_action is handled inside Stripe.js). */
const AUTHORISED = new Set(['requires_capture', 'succeeded', 'processing']);

interface FormProps {
  totalCents: number;
  /** Where Stripe sends the student back after a redirect (the booking's success page by default). */
  returnPath: string;
  onAuthorised?: OnAuthorised;
  beforeConfirm?: BeforeConfirm;
}

function StripeForm({ totalCents, returnPath, onAuthorised, beforeConfirm }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const outcome = usePaymentOutcome(onAuthorised);
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [expressShown, setExpressShown] = useState(true);

  /** Confirms the intent with what the Payment Element (or the wallet sheet) collected. */
  const confirm = async (onFailure?: () => void) => {
    if (!stripe || !elements) return;
    setBusy(true);
    const fail = (show: () => void) => {
      onFailure?.();
      show();
      setBusy(false);
    };
    try {
      if (beforeConfirm && !(await beforeConfirm())) return fail(() => undefined);
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (error) return fail(() => outcome.failed(error.message));
      if (paymentIntent && AUTHORISED.has(paymentIntent.status)) return outcome.succeeded(paymentIntent.id);
      fail(() => outcome.failed(paymentIntent?.last_payment_error?.message));
    } catch (error) {
      fail(() => outcome.errored(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && complete) void confirm();
  };

  return (
    <Form onSubmit={submit} aria-label="Card details">
      {expressShown && (
        <>
          <ExpressCheckoutElement
            options={{ paymentMethodOrder: ['apple_pay', 'google_pay'] }}
            onReady={(event) => setExpressShown(event.availablePaymentMethods !== undefined)}
            onConfirm={(event) => void confirm(() => event.paymentFailed({ reason: 'fail' }))}
          />
          <Divider>Or pay with card</Divider>
        </>
      )}
      <PaymentElement onChange={(event) => setComplete(event.complete)} />
      <PayButton totalCents={totalCents} busy={busy} disabled={!stripe || !elements || !complete} />
    </Form>
  );
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  totalCents: number;
  returnPath?: string;
  onAuthorised?: OnAuthorised;
  beforeConfirm?: BeforeConfirm;
}

/** Stripe's Payment Element (and Apple Pay / Google Pay above it where the browser has one). */
export default function StripePayment({
  publishableKey,
  clientSecret,
  totalCents,
  returnPath = paths.checkoutSuccess,
  onAuthorised,
  beforeConfirm,
}: Props) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (instance) => {
        if (!current) return;
        if (instance) setStripe(instance);
        else setFailed(true);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (failed) return <Alert variant="destructive">{T.intentFailed}</Alert>;
  if (!stripe) return <Skeleton height={220} radius={theme.radii.md} />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <StripeForm
        totalCents={totalCents}
        returnPath={returnPath}
        onAuthorised={onAuthorised}
        beforeConfirm={beforeConfirm}
      />
    </Elements>
  );
}
