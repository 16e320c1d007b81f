import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PublicConfig } from '@campus/contracts';
import { Skeleton } from '@campus/ui';
import type { BeforeConfirm, OnAuthorised } from '../hooks/use-payment-outcome';
import { DemoPayment } from './DemoPayment';
import { PayButton } from './PayButton';
import { SandboxPayment } from './SandboxPayment';
import { TestModeNotice } from './TestModeNotice';

/** Stripe.js and its React bindings load only when a Stripe payment opens. */
const StripePayment = lazy(() => import('../stripe/StripePayment'));

export const PaymentStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** The card form's shape while the configuration or the intent loads. */
export function FormSkeleton() {
  return (
    <PaymentStack aria-hidden="true">
      <Skeleton height={42} />
      <Skeleton height={42} />
      <Skeleton height={48} />
    </PaymentStack>
  );
}

/** Stripe chosen without a publishable key: nothing can be paid (no intent should be asked for). */
export function isDemoMode(config: PublicConfig): boolean {
  return config.paymentProvider === 'stripe' && !config.stripePublishableKey;
}

interface Props {
  config: PublicConfig;
  /** Null until the intent is ready (or when it could not be made): paying waits for it. */
  clientSecret: string | null;
  totalCents: number;
  /** Why there is no intent, with a way to try again: shown above the form, which stays disabled. */
  problem?: ReactNode;
  /** The next step once the card is authorised (default: the booking's success page). */
  onAuthorised?: OnAuthorised;
  /** Where Stripe sends the student back after a redirect (default: the booking's success page). */
  returnPath?: string;
  /** The page's last step before the card is confirmed (the checkout's note to the provider). */
  beforeConfirm?: BeforeConfirm;
}

/**
 * The card form of the server's payment provider: the sandbox's own card form, Stripe's Payment
 * Element, or the demo form when Stripe has no publishable key; the test-mode notice above it when no
 * real money can move.
 */
export function CardPaymentForm({
  config,
  clientSecret,
  totalCents,
  problem,
  onAuthorised,
  returnPath,
  beforeConfirm,
}: Props) {
  if (isDemoMode(config)) {
    return (
      <PaymentStack>
        <TestModeNotice />
        <DemoPayment totalCents={totalCents} />
      </PaymentStack>
    );
  }
  // Null with the sandbox.
  const stripeKey = config.paymentProvider === 'stripe' ? config.stripePublishableKey : null;
  const testMode = stripeKey === null || stripeKey.startsWith('pk_test_');
  return (
    <PaymentStack>
      {testMode && <TestModeNotice />}
      {problem}
      {stripeKey === null ? (
        <SandboxPayment
          clientSecret={clientSecret}
          totalCents={totalCents}
          onAuthorised={onAuthorised}
          beforeConfirm={beforeConfirm}
        />
      ) : clientSecret ? (
        <Suspense fallback={<FormSkeleton />}>
          {/* Stripe's Elements take one intent: a new one (the order was renewed) mounts anew */}
          <StripePayment
            key={clientSecret}
            publishableKey={stripeKey}
            clientSecret={clientSecret}
            totalCents={totalCents}
            onAuthorised={onAuthorised}
            returnPath={returnPath}
            beforeConfirm={beforeConfirm}
          />
        </Suspense>
      ) : problem ? (
        <PayButton totalCents={totalCents} disabled />
      ) : (
        <FormSkeleton />
      )}
    </PaymentStack>
  );
}
