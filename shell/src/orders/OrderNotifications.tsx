import { streams } from '@campus/contracts';
import { useAuth, useLiveEvent, useToast } from '@campus/shell/runtime';
import { orderToast } from './orderToast';

function Listener() {
  const { toast } = useToast();
  useLiveEvent(streams.events, 'order', (notice) => {
    const shown = orderToast(notice);
    if (shown) toast(shown);
  });
  return null;
}

/** Toasts for live order events (a new paid order, a cancellation), on every page of a signed-in student. */
export function OrderNotifications() {
  const { user } = useAuth();
  return user ? <Listener /> : null;
}
