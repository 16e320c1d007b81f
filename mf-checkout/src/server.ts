import type { QueryClient } from '@tanstack/react-query';
import { parseRouteId, type ServerPages } from '@campus/contracts';
import { publicConfigQueryOptions } from './api/get-config';
import { gigQueryOptions } from './api/get-gig';
import { orderQueryOptions } from './api/get-order';
import { marketplaceItemQueryOptions } from './features/checkout/api/get-marketplace-item';
import { checkoutTarget, itemRefusal } from './features/checkout/components/CheckoutPage';
import { operatorDisputesQueryOptions } from './features/operator/api/operator-disputes';
import { paidOrderId } from './features/payment-success/components/PaymentSuccessPage';

/**
 * The checkout: the gig and the payment configuration together (the form shows once the gig is
 * there); an item first, then the configuration only when the item may be bought (a sold item or the
 * student's own shows no form). The payment intent is a write made as a query: never on the server,
 * the browser asks for it once the page is open, as before.
 */
async function prefetchCheckout(client: QueryClient, params: Readonly<Record<string, string>>) {
  const { kind, id } = checkoutTarget(params);
  if (id === null) return;
  if (kind === 'gig') {
    await Promise.all([
      client.prefetchQuery(gigQueryOptions(id)),
      client.prefetchQuery(publicConfigQueryOptions()),
    ]);
    return;
  }
  await client.prefetchQuery(marketplaceItemQueryOptions(id));
  const item = client.getQueryData(marketplaceItemQueryOptions(id).queryKey);
  // the viewer's id is not known here; the reply's canEdit says whether it is their own
  if (item && itemRefusal(item, undefined) === null) await client.prefetchQuery(publicConfigQueryOptions());
}

/**
 * mf-checkout's pages for the server renderer: what each first screen reads. Every page is signed-in
 * only, so none has a head of its own (the route's title; the renderer marks them noindex).
 */
const serverPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    switch (request.page) {
      case './CheckoutPage':
        await prefetchCheckout(client, request.params);
        return;
      case './OrderPage': {
        const orderId = parseRouteId(request.params.orderId);
        if (orderId !== null) await client.prefetchQuery(orderQueryOptions(orderId));
        return;
      }
      case './PaymentSuccessPage': {
        const orderId = paidOrderId(new URLSearchParams(request.search));
        if (orderId !== null) await client.prefetchQuery(orderQueryOptions(orderId));
        return;
      }
      case './PostServicePaymentPage':
        // The extra time's intent is a write (never on the server); the card form after it reads
        // the configuration, which is here by then.
        if (parseRouteId(request.params.orderId) !== null)
          await client.prefetchQuery(publicConfigQueryOptions());
        return;
      case './OperatorPage':
        // Only operators are offered the page (a student's 403 leaves it to the browser, as before).
        if (request.signedIn) await client.prefetchQuery(operatorDisputesQueryOptions());
        return;
      default:
        // './CheckoutSuccessPage': the payment's completion is a write
        return;
    }
  },
};

export default serverPages;
