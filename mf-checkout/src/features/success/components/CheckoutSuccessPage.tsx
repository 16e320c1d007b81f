import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { paths, type OrderProcessName } from '@campus/contracts';
import { Alert, Button, PageContainer, Spinner } from '@campus/ui';
import { RequireSignIn } from '../../../components/RequireSignIn';
import type { CaptureReply } from '../../../api/capture-payment';
import { purchaseOf } from '../../../utils/purchase';
import { useCompletePayment } from '../hooks/use-complete-payment';
import { SUCCESS_TEXT as T, successText } from '../texts';
import { AuthorizedView } from './AuthorizedView';
import { EscrowView } from './EscrowView';
import { CompletionFailedView, PaidView } from './PaidView';

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 640px;
  margin: 48px auto;
`;

function MissingPayment() {
  return (
    <Centre>
      <Alert variant="destructive" title={T.missingTitle}>
        {T.missing}
      </Alert>
      <Button as={Link} to={paths.profile('orders')} variant="outline">
        Go to My Orders
      </Button>
    </Centre>
  );
}

function Finalize({ paymentIntentId, process }: { paymentIntentId: string; process: OrderProcessName }) {
  const text = successText(process);
  const completion = useCompletePayment(paymentIntentId, text);
  const [captured, setCaptured] = useState<CaptureReply | null>(null);
  if (completion.isError) return <CompletionFailedView text={text} />;
  const reply = completion.data;
  if (!reply) {
    return (
      <Centre>
        <Spinner size="lg" label={T.finalizing} />
      </Centre>
    );
  }
  if (captured) {
    return (
      <EscrowView
        reply={reply}
        escrow={captured}
        provider={captured.provider}
        process={process}
        text={text}
      />
    );
  }
  switch (reply.nextStep) {
    case 'capture_payment':
      return <AuthorizedView reply={reply} onCaptured={setCaptured} text={text} />;
    case 'funds_held':
      return (
        <EscrowView
          reply={reply}
          escrow={reply.escrowInfo}
          provider={reply.provider}
          process={process}
          text={text}
        />
      );
    default:
      return <PaidView reply={reply} text={text} />;
  }
}

function SuccessContent() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  if (!paymentIntentId) return <MissingPayment />;
  return <Finalize key={paymentIntentId} paymentIntentId={paymentIntentId} process={purchaseOf(params)} />;
}

/**
 * /checkout/success?payment_intent=...: where the payment provider sends the student after paying
 * (`purchase=item` before it for an item purchase).
 */
export function CheckoutSuccessPage() {
  return (
    <RequireSignIn>
      <PageContainer>
        <SuccessContent />
      </PageContainer>
    </RequireSignIn>
  );
}
