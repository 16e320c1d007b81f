import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  errorMessage,
  formatUsd,
  isApiError,
  paths,
  toCents,
  parseRouteId,
  withQuery,
} from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { Alert, Button, Icon, PageContainer, Spinner } from '@campus/ui';
import { usePublicConfig } from '../../../api/get-config';
import { OrderNotFound } from '../../../components/OrderNotFound';
import { Panel } from '../../../components/Panel';
import { RequireSignIn } from '../../../components/RequireSignIn';
import {
  CardPaymentForm,
  FormSkeleton,
  PayButton,
  PaymentStack,
  PaymentUnavailable,
} from '../../card-payment';
import { usePostServiceComplete } from '../api/post-service-complete';
import { usePostServiceSetup, type PostServiceSetup } from '../api/post-service-setup';
import { POST_SERVICE_TEXT as T } from '../texts';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 640px;
  margin: 0 auto;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Amount = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** The card form of the server's provider for the extra time's intent (the configuration first). */
function PaymentDetails({
  setup,
  orderId,
  onPaid,
}: {
  setup: PostServiceSetup;
  orderId: number;
  onPaid(): void;
}) {
  const config = usePublicConfig();
  const totalCents = toCents(setup.amount);
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
  return (
    <CardPaymentForm
      config={config.data}
      clientSecret={setup.clientSecret}
      totalCents={totalCents}
      onAuthorised={onPaid}
      returnPath={paths.postServicePayment(orderId)}
    />
  );
}

/** The card was charged but the order could not be marked complete: say so, offer another try. */
function CompletionFailed({ orderId, busy, onRetry }: { orderId: number; busy: boolean; onRetry(): void }) {
  return (
    <Box>
      <Alert variant="destructive" title={T.completeFailedTitle}>
        {T.completeFailedInline} {T.completeFailedDefault}
      </Alert>
      <Buttons>
        <Button type="button" onClick={onRetry} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" decorative /> : <Icon name="refresh-cw" size={16} />}
          {T.tryAgain}
        </Button>
        <Button as={Link} to={paths.order(orderId)} variant="outline">
          View Order
        </Button>
      </Buttons>
    </Box>
  );
}

/** Phases: loading (the intent), ready (amount and card form), then success (/payment-success) or error. */
function PostServicePayment({ orderId }: { orderId: number }) {
  const setup = usePostServiceSetup(orderId);
  const complete = usePostServiceComplete();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const { mutate } = complete;

  const finish = useCallback(
    () =>
      mutate(orderId, {
        onSuccess: () => navigate(withQuery(paths.paymentSuccess, { order: orderId })),
        onError: (error) => {
          setFailed(true);
          toast({
            title: T.completeFailedTitle,
            description: errorMessage(error, T.completeFailedDefault),
            variant: 'destructive',
          });
        },
      }),
    [mutate, orderId, navigate, toast],
  );

  if (setup.isPending) {
    return (
      <Centre>
        <Spinner size="lg" label={T.loading} />
      </Centre>
    );
  }
  if (setup.isError) {
    if (isApiError(setup.error) && setup.error.status === 401) {
      return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
    }
    return (
      <Box>
        <Alert variant="destructive" title={T.setupFailed}>
          {errorMessage(setup.error, T.setupFailedDefault)}
        </Alert>
        <Button type="button" onClick={() => void setup.refetch()} disabled={setup.isFetching}>
          <Icon name="refresh-cw" size={16} />
          {T.tryAgain}
        </Button>
      </Box>
    );
  }
  if (failed) return <CompletionFailed orderId={orderId} busy={complete.isPending} onRetry={finish} />;
  return (
    <>
      <Panel title={T.amountTitle}>
        <Amount>{formatUsd(setup.data.amount)}</Amount>
        <Note>{T.amountNote}</Note>
      </Panel>
      <Panel title="Payment Details">
        <PaymentDetails setup={setup.data} orderId={orderId} onPaid={finish} />
      </Panel>
    </>
  );
}

/** /post-service-payment/{orderId}: the customer pays the extra time the provider asked for. */
export function PostServicePaymentPage() {
  const orderId = parseRouteId(useParams().orderId);
  return (
    <RequireSignIn>
      <PageContainer>
        <Column>
          <Heading>{T.heading}</Heading>
          {orderId === null ? (
            <OrderNotFound lead={T.notFoundLead} />
          ) : (
            <PostServicePayment key={orderId} orderId={orderId} />
          )}
        </Column>
      </PageContainer>
    </RequireSignIn>
  );
}
