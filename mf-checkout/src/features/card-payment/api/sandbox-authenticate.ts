import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type SandboxIntent } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

export interface SandboxAuthenticateInput {
  clientSecret: string;
  outcome: 'approve' | 'fail';
}

/** POST /api/sandbox/authenticate: the student's answer to the 3-D Secure challenge. */
export function authenticateSandboxPayment(body: SandboxAuthenticateInput): Promise<SandboxIntent> {
  return api.call(endpoints.sandboxAuthenticate, { body });
}

export function useSandboxAuthenticate() {
  return useMutation({
    mutationKey: ['checkout', 'sandbox-authenticate'],
    mutationFn: authenticateSandboxPayment,
  });
}
