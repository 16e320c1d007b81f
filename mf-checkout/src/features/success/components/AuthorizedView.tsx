import { errorMessage, type PaymentCompleteReply } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { Alert, Button, Icon, Spinner } from '@campus/ui';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';
import { useCapturePayment, type CaptureReply } from '../../../api/capture-payment';
import type { SuccessText } from '../texts';
import { MyOrdersButton } from '../../../components/ResultButtons';

interface Props {
  reply: PaymentCompleteReply;
  onCaptured(escrow: CaptureReply): void;
  text: SuccessText;
}

/**
 * Authorised on the card, not captured yet: the customer moves it into escrow. No contact details yet:
 * they are shared only once the payment is held in escrow (docs/decisions/contacts-after-capture.md).
 */
export function AuthorizedView({ reply, onCaptured, text: T }: Props) {
  const capture = useCapturePayment();
  const { toast } = useToast();
  const busy = capture.isPending;

  const captureNow = () =>
    capture.mutate(
      { orderId: reply.orderId, paymentIntentId: reply.paymentIntentId },
      {
        onSuccess: (escrow) => {
          toast({ title: T.captured, description: T.capturedToast });
          onCaptured(escrow);
        },
        onError: (error) =>
          toast({
            title: T.captureFailed,
            description: errorMessage(error, T.captureFailedDefault),
            variant: 'destructive',
          }),
      },
    );

  return (
    <ResultPanel icon="shield-check" tone="primary" title={T.authorized} lead={T.authorizedLead}>
      <Alert title={T.contactsTitle}>{T.contactsAfterCapture}</Alert>
      <ResultActions>
        <Button type="button" size="lg" onClick={captureNow} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" decorative /> : <Icon name="lock" size={18} />}
          {busy ? T.processing : T.capture}
        </Button>
        <MyOrdersButton />
      </ResultActions>
    </ResultPanel>
  );
}
