import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { isApiError, paths, type PublicConfig } from '@campus/contracts';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Icon } from '@campus/ui';
import { usePublicConfig } from '../../../api/get-config';
import {
  CardPaymentForm,
  FormSkeleton,
  isDemoMode,
  PaymentStack,
} from '../../card-payment/components/CardPaymentForm';
import { PayButton } from '../../card-payment/components/PayButton';
import { PaymentUnavailable } from '../../card-payment/components/PaymentUnavailable';
import { PAYMENT_TEXT } from '../../card-payment/texts';
import { usePaymentIntent } from '../api/create-payment-intent';

const Blocked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

/** Refusals the server explains (403 the student's own gig, 409 a paused gig): no form, its words. */
const REFUSED = new Set([403, 409]);

interface Props {
  gigId: number;
  totalCents: number;
}

/** Creates the intent, then the form of the server's payment provider. */
function IntentPayment({ gigId, totalCents, config }: Props & { config: PublicConfig }) {
  const intent = usePaymentIntent(gigId, true);
  const location = useLocation();
  const error = intent.error;
  if (isApiError(error) && error.status === 401) {
    return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
  }
  if (isApiError(error) && REFUSED.has(error.status)) {
    return (
      <Blocked>
        <Alert variant="destructive">{error.serverMessage ?? PAYMENT_TEXT.intentFailed}</Alert>
        <Button as={Link} to={paths.gig(gigId)} variant="outline" size="sm">
          <Icon name="arrow-left" size={16} />
          Back to the gig
        </Button>
      </Blocked>
    );
  }
  const problem = error ? (
    <PaymentUnavailable
      failedAt={intent.errorUpdatedAt}
      retrying={intent.isFetching}
      onRetry={() => void intent.refetch()}
    />
  ) : null;
  return (
    <CardPaymentForm
      config={config}
      clientSecret={intent.data?.clientSecret ?? null}
      totalCents={totalCents}
      problem={problem}
    />
  );
}

function PaymentBody({ gigId, totalCents }: Props) {
  const config = usePublicConfig();
  if (config.isPending) return <FormSkeleton />;
  if (config.isError) {
    return (
      <PaymentStack>
        <PaymentUnavailable
          failedAt={config.errorUpdatedAt}
          retrying={config.isFetching}
          onRetry={() => void config.refetch()}
        />
        <PayButton totalCents={totalCents} disabled />
      </PaymentStack>
    );
  }
  // Demo mode: the form is shown, no intent is made.
  if (isDemoMode(config.data)) {
    return <CardPaymentForm config={config.data} clientSecret={null} totalCents={totalCents} />;
  }
  return <IntentPayment gigId={gigId} totalCents={totalCents} config={config.data} />;
}

/** The payment card: test-mode notice, the card form and 'Pay $X'. */
export function PaymentSection(props: Props) {
  return (
    <Card as="section" aria-labelledby="payment-details">
      <CardHeader>
        <CardTitle as="h2" id="payment-details">
          Payment Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PaymentBody {...props} />
      </CardContent>
    </Card>
  );
}
