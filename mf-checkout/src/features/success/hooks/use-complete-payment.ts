import { useEffect, useRef } from 'react';
import { useToast } from '@campus/shell/runtime';
import { usePaymentComplete } from '../api/payment-complete';
import type { SuccessText } from '../texts';

/**
 * Records the payment once per intent id: StrictMode runs effects twice (and a completion is a write),
 * so the id already sent is remembered in a ref, which survives StrictMode's second mount.
 */
export function useCompletePayment(paymentIntentId: string, T: SuccessText) {
  const completion = usePaymentComplete();
  const { toast } = useToast();
  const sent = useRef<string | null>(null);
  const { mutate } = completion;

  useEffect(() => {
    if (sent.current === paymentIntentId) return;
    sent.current = paymentIntentId;
    mutate(paymentIntentId, {
      onSuccess: (reply) => {
        if (reply.nextStep === 'capture_payment') {
          toast({ title: T.authorized, description: T.authorizedToast });
        } else if (reply.nextStep === 'none') {
          toast({ title: T.successfulToast, description: T.bookedToast });
        }
      },
      onError: () =>
        toast({ title: T.completionFailedTitle, description: T.completionFailed, variant: 'destructive' }),
    });
  }, [paymentIntentId, mutate, toast, T]);

  return completion;
}
