import { PageContainer } from '@campus/ui';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { HomeButton, MyOrdersButton } from '../../../components/ResultButtons';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';

/** /payment-success: where a paid post-service payment ends. */
export function PaymentSuccessPage() {
  return (
    <RequireSignIn>
      <PageContainer>
        <ResultPanel icon="check-circle" title="Payment Successful!" lead="Your payment has been processed.">
          <ResultActions>
            <MyOrdersButton variant="primary" />
            <HomeButton />
          </ResultActions>
        </ResultPanel>
      </PageContainer>
    </RequireSignIn>
  );
}
