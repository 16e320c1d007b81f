import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type PayoutStatus } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { profileKeys } from './keys';

/** GET /api/payouts: whether the student's payout account exists and can receive payouts. */
export function getPayoutStatus(signal?: AbortSignal): Promise<PayoutStatus> {
  return api.call(endpoints.payoutStatus, { signal });
}

export const payoutStatusQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.payoutStatus(userId),
    queryFn: ({ signal }) => getPayoutStatus(signal),
  });

/** The Payouts block of the Profile tab. */
export function usePayoutStatus(userId: number) {
  return useQuery(payoutStatusQueryOptions(userId));
}
