import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type PaymentCompleteReply } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { orderKeys } from '../../../api/order-keys';

/** POST /api/payment-complete: records the authorised payment; the reply has both parties' contacts. */
export function completePayment(paymentIntentId: string): Promise<PaymentCompleteReply> {
  return api.call(endpoints.paymentComplete, { body: { paymentIntentId } });
}

export function usePaymentComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout', 'payment-complete'],
    mutationFn: completePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
