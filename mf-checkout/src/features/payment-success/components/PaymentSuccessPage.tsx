import { Link, useSearchParams } from 'react-router';
import { escrowNextStep, orderStatusView, paths, parseRouteId } from '@campus/contracts';
import { Button, PageContainer, Skeleton, useHydrated } from '@campus/ui';
import { useOrder } from '../../../api/get-order';
import { useNow } from '../../../hooks/use-now';
import { NextStep } from '../../../components/NextStep';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { HomeButton, MyOrdersButton } from '../../../components/ResultButtons';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';

/**
 * What happens next to the order the extra time was paid on: the escrow's next step while the booking's
 * payment is still held (contracts' escrowNextStep, as the order page says it), else what its status
 * means. Nothing when the order cannot be read (the payment went through all the same).
 */
function OrderNextStep({ orderId }: { orderId: number }) {
  const { data: order, dataUpdatedAt, isPending, isError } = useOrder(orderId);
  const now = useNow(dataUpdatedAt, false);
  const local = useHydrated();
  if (isError) return null;
  return (
    <NextStep title="What happens next to your booking">
      {isPending ? (
        <Skeleton height={48} />
      ) : (
        (escrowNextStep(order, 'customer', new Date(now), local) ?? orderStatusView(order).meaning)
      )}
    </NextStep>
  );
}

/** The order of `?order={id}`, or null when there is none or it cannot be an order's id. */
export const paidOrderId = (params: URLSearchParams): number | null =>
  parseRouteId(params.get('order') ?? undefined);

/** /payment-success?order={id}: where a paid post-service payment (extra time) ends. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const orderId = paidOrderId(params);
  return (
    <RequireSignIn>
      <PageContainer>
        <ResultPanel
          icon="check-circle"
          title="Payment Successful!"
          lead="Your payment has been processed. The extra time is paid to the provider straight away; it is not held in escrow."
        >
          {orderId !== null && <OrderNextStep orderId={orderId} />}
          <ResultActions>
            {orderId !== null ? (
              <>
                <Button as={Link} to={paths.order(orderId)} size="lg">
                  View Order
                </Button>
                <MyOrdersButton />
              </>
            ) : (
              <>
                <MyOrdersButton variant="primary" />
                <HomeButton />
              </>
            )}
          </ResultActions>
        </ResultPanel>
      </PageContainer>
    </RequireSignIn>
  );
}
