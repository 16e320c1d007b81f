import { useQueryClient } from '@tanstack/react-query';
import { streams } from '@campus/contracts';
import { useLiveEvent } from '@campus/shell/runtime';
import { orderKeys } from '../../../api/order-keys';

/** The other party (or the system, or an operator) moved this order: read it again. */
export function useLiveOrder(orderId: number) {
  const queryClient = useQueryClient();
  useLiveEvent(streams.events, 'order', (notice) => {
    if (notice.orderId === orderId)
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  });
}
