import { useMutation } from '@tanstack/react-query';
import { api as endpoints } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/verify-email/resend: a fresh verification link and 6-digit code for the address. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return api.call(endpoints.resendVerification, { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationKey: ['verification', 'resend'] as const, mutationFn: resendVerification });
}
