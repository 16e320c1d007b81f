import { useState } from 'react';
import type { SandboxCard, SandboxIntent } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { useSandboxAuthenticate } from '../api/sandbox-authenticate';
import { useSandboxConfirm } from '../api/sandbox-confirm';
import { PAYMENT_TEXT as T } from '../texts';
import { usePaymentOutcome, type BeforeConfirm, type OnAuthorised } from './use-payment-outcome';

export interface SandboxPayment {
  busy: boolean;
  /** The intent waiting for the 3-D Secure answer, while the challenge is open. */
  challenge: SandboxIntent | null;
  pay(card: SandboxCard): Promise<void>;
  answer(outcome: 'approve' | 'fail'): Promise<void>;
  /** The challenge was closed without an answer. */
  dismiss(): void;
}

/**
 * Paying with the sandbox processor: the page's last step (`beforeConfirm`), confirm with the card,
 * then the challenge when the bank asks.
 */
export function useSandboxPayment(
  clientSecret: string | null,
  onAuthorised?: OnAuthorised,
  beforeConfirm?: BeforeConfirm,
): SandboxPayment {
  const confirm = useSandboxConfirm();
  const authenticate = useSandboxAuthenticate();
  const outcome = usePaymentOutcome(onAuthorised);
  const { toast } = useToast();
  const [challenge, setChallenge] = useState<SandboxIntent | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [preparing, setPreparing] = useState(false);

  const settle = (intent: SandboxIntent) => {
    switch (intent.status) {
      case 'requires_capture':
      case 'succeeded':
        setLeaving(true);
        outcome.succeeded(intent.id);
        return;
      case 'requires_action':
        setChallenge(intent);
        return;
      default:
        outcome.failed(intent.lastPaymentError?.message);
    }
  };

  return {
    busy: preparing || confirm.isPending || authenticate.isPending || leaving,
    challenge,
    async pay(card) {
      if (!clientSecret) return;
      try {
        if (beforeConfirm) {
          setPreparing(true);
          const goOn = await beforeConfirm().finally(() => setPreparing(false));
          if (!goOn) return;
        }
        settle(await confirm.mutateAsync({ clientSecret, card }));
      } catch (error) {
        outcome.errored(error);
      }
    },
    async answer(answer) {
      if (!clientSecret) return;
      try {
        const intent = await authenticate.mutateAsync({ clientSecret, outcome: answer });
        setChallenge(null);
        settle(intent);
      } catch (error) {
        setChallenge(null);
        outcome.errored(error);
      }
    },
    dismiss() {
      setChallenge(null);
      toast({ title: T.paymentFailed, description: T.authenticationRequired, variant: 'destructive' });
      // As Stripe does when its challenge is closed: the attempt fails and the card form takes another.
      if (clientSecret) authenticate.mutate({ clientSecret, outcome: 'fail' });
    },
  };
}
