import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, paths, withQuery } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { PAYMENT_TEXT as T } from '../texts';

/** What follows an authorised (or captured) card: the booking's success page unless a page says otherwise. */
export type OnAuthorised = (paymentIntentId: string) => void;

/**
 * A page's last step before the card is confirmed (the checkout sends the note to the provider): true
 * to go on with the same intent; false to stop, the page having said why; a throw is the call's error.
 */
export type BeforeConfirm = () => Promise<boolean>;

export interface PaymentOutcome {
  /** Authorised: on to the success page, as Stripe's return_url would (or the page's own next step). */
  succeeded(paymentIntentId: string): void;
  /** Declined or not authenticated: the form stays for another try. */
  failed(message?: string | null): void;
  /** The call itself failed (network, server). */
  errored(error: unknown): void;
}

/** What the student sees after a payment attempt, the same for the sandbox form and Stripe's. */
export function usePaymentOutcome(onAuthorised?: OnAuthorised): PaymentOutcome {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMemo(
    () => ({
      succeeded: (paymentIntentId) =>
        onAuthorised
          ? onAuthorised(paymentIntentId)
          : navigate(withQuery(paths.checkoutSuccess, { payment_intent: paymentIntentId })),
      failed: (message) =>
        toast({
          title: T.paymentFailed,
          description: message || T.paymentFailedDefault,
          variant: 'destructive',
        }),
      errored: (error) =>
        toast({
          title: T.paymentError,
          description: errorMessage(error, T.paymentErrorDefault),
          variant: 'destructive',
        }),
    }),
    [navigate, toast, onAuthorised],
  );
}
