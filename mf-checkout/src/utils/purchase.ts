import { paths, withQuery, type OrderProcessName } from '@campus/contracts';

/**
 * What was paid for, carried to the success page in its address (`purchase=item`; absent for a gig
 * booking): the completion's reply does not say, and the page words an item purchase its own way
 * (seller, handed over). Stripe keeps the query of its return URL and adds `payment_intent` to it.
 */
const PURCHASE_PARAM = 'purchase';

/** /checkout/success for a gig booking or an item purchase, with the intent's id once it is known. */
export function checkoutSuccessPath(process: OrderProcessName, paymentIntentId?: string): string {
  return withQuery(paths.checkoutSuccess, {
    [PURCHASE_PARAM]: process === 'item-purchase' ? 'item' : undefined,
    payment_intent: paymentIntentId,
  });
}

/** The process the success page's address names (a gig booking unless it says `purchase=item`). */
export const purchaseOf = (params: URLSearchParams): OrderProcessName =>
  params.get(PURCHASE_PARAM) === 'item' ? 'item-purchase' : 'gig-booking';
