import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** What the checkout pays for: a gig to book, or a marketplace item to buy. */
export type PaymentTarget = { gigId: number } | { marketplaceItemId: number };

export interface PaymentIntentReply {
  clientSecret: string;
}

/**
 * POST /api/create-payment-intent: the intent (and its order) for booking this gig or buying this item.
 * The server answers a repeat (a reload, a second tab) with the same open intent, so asking again is
 * safe. `note`, when given, replaces the open order's note to the provider (empty removes it; absent
 * keeps it): the server posts it as a message once the payment is authorised.
 */
export function createPaymentIntent(target: PaymentTarget, note?: string): Promise<PaymentIntentReply> {
  return api.call(endpoints.createPaymentIntent, {
    body: note === undefined ? target : { ...target, note },
  });
}

const targetKey = (target: PaymentTarget) =>
  'gigId' in target ? (['gig', target.gigId] as const) : (['item', target.marketplaceItemId] as const);

/**
 * A query rather than a mutation: created once when the checkout opens (StrictMode's second mount
 * shares the request), and dropped as soon as the page closes (gcTime 0), so a later visit asks the
 * server again instead of reusing an intent that may have been paid meanwhile. No abort signal: a
 * query whose signal was read is cancelled when its last observer unmounts (StrictMode's first
 * unmount), and its retry would POST again. No note: the student writes it while the page is open.
 */
export const paymentIntentQueryOptions = (target: PaymentTarget) =>
  queryOptions({
    queryKey: ['checkout', 'payment-intent', ...targetKey(target)],
    queryFn: () => createPaymentIntent(target),
    gcTime: 0,
  });

export function usePaymentIntent(target: PaymentTarget, enabled: boolean) {
  return useQuery({ ...paymentIntentQueryOptions(target), enabled });
}

/**
 * The same call with the note, just before the card is confirmed: the open order keeps the note the
 * student sees when they pay. Its reply is the open intent, which the page keeps (the same one unless
 * the order was given up meanwhile).
 */
export function useSendBookingNote(target: PaymentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'booking-note', ...targetKey(target)],
    mutationFn: (note: string) => createPaymentIntent(target, note),
    onSuccess: (reply) => queryClient.setQueryData(paymentIntentQueryOptions(target).queryKey, reply),
  });
}
