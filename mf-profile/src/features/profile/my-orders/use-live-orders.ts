import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, streams } from '@campus/contracts';
import { useLiveEvent, useLiveStatus } from '@campus/shell/runtime';

/**
 * Keeps the orders current while the profile is open: a live `order` event (one of the student's orders
 * changed) marks every orders query stale, refetching the one on screen; so does the stream coming back
 * after a drop, as events sent meanwhile may be missed.
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  useLiveEvent(streams.events, 'order', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  });

  const status = useLiveStatus();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === 'live' && was === 'reconnecting')
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  }, [status, queryClient]);
}
