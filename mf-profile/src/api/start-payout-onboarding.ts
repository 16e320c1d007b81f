import { useMutation } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/**
 * POST /api/payouts/onboarding: a one-time link to the payment provider's onboarding, which sends the
 * student back to /profile?payouts=return.
 */
export function startPayoutOnboarding(): Promise<{ url: string }> {
  return api.call(endpoints.payoutOnboarding);
}

export function useStartPayoutOnboarding() {
  return useMutation({ mutationKey: ['payouts', 'onboarding'] as const, mutationFn: startPayoutOnboarding });
}
