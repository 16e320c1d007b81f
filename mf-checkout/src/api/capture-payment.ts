import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type CapturePaymentReply } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { orderKeys } from './order-keys';

export interface CaptureInput {
  orderId: number;
  /** The server checks it is the order's own intent when given. */
  paymentIntentId?: string;
}

/** Captured into escrow: the dates, and the parties' contacts (shown from the capture on). */
export type CaptureReply = CapturePaymentReply;

/** POST /api/capture-payment: moves the authorised payment into escrow. */
export function capturePayment(body: CaptureInput): Promise<CaptureReply> {
  return api.call(endpoints.capturePayment, { body });
}

export function useCapturePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'capture-payment'],
    mutationFn: capturePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
