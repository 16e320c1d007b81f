import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * POST /api/create-payment-intent: the intent (and its order) for booking this gig. The server answers
 * a repeat (a reload, a second tab) with the same open intent, so asking again is safe.
 */
export function createPaymentIntent(gigId: number): Promise<{ clientSecret: string }> {
  return api.call(endpoints.createPaymentIntent, { body: { gigId } });
}

/**
 * A query rather than a mutation: created once when the checkout opens (StrictMode's second mount
 * shares the request), and dropped as soon as the page closes (gcTime 0), so a later visit asks the
 * server again instead of reusing an intent that may have been paid meanwhile. No abort signal: a
 * query whose signal was read is cancelled when its last observer unmounts (StrictMode's first
 * unmount), and its retry would POST again.
 */
export const paymentIntentQueryOptions = (gigId: number) =>
  queryOptions({
    queryKey: ['checkout', 'payment-intent', gigId],
    queryFn: () => createPaymentIntent(gigId),
    gcTime: 0,
  });

export function usePaymentIntent(gigId: number, enabled: boolean) {
  return useQuery({ ...paymentIntentQueryOptions(gigId), enabled });
}
