import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type SandboxCard, type SandboxIntent } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

export interface SandboxConfirmInput {
  clientSecret: string;
  card: SandboxCard;
}

/** POST /api/sandbox/confirm: pays the intent with a card (the sandbox's stripe.confirmCardPayment). */
export function confirmSandboxPayment(body: SandboxConfirmInput): Promise<SandboxIntent> {
  return api.call(endpoints.sandboxConfirm, { body });
}

export function useSandboxConfirm() {
  return useMutation({ mutationKey: ['checkout', 'sandbox-confirm'], mutationFn: confirmSandboxPayment });
}
