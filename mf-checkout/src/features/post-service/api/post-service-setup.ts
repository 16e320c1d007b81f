import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

export interface PostServiceSetup {
  clientSecret: string;
  /** Dollars: the extra time's total, fees included. */
  amount: number;
}

/**
 * POST /api/post-service-payment: the intent for the extra time the provider asked to be paid for.
 * The server answers a repeat with the same open intent.
 */
export function setUpPostServicePayment(orderId: number): Promise<PostServiceSetup> {
  return api.call(endpoints.postServicePayment, { body: { orderId } });
}

/**
 * A query, as the booking's intent: made once when the page opens (StrictMode's second mount shares
 * the request), dropped when it closes (gcTime 0) so a later visit asks again; no abort signal, or
 * StrictMode's first unmount would cancel it and its retry POST again.
 */
export const postServiceSetupQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['post-service-payment', 'setup', orderId],
    queryFn: () => setUpPostServicePayment(orderId),
    gcTime: 0,
  });

export function usePostServiceSetup(orderId: number) {
  return useQuery(postServiceSetupQueryOptions(orderId));
}
