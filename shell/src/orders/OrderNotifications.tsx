import { useLocation } from 'react-router';
import { streams } from '@campus/contracts';
import { useAuth, useLiveEvent, useToast } from '@campus/shell/runtime';
import { notificationToast } from './notificationToast';

function Listener() {
  const { toast } = useToast();
  const { pathname } = useLocation();
  useLiveEvent(streams.events, 'notification', ({ notification }) => {
    const shown = notificationToast(notification, pathname);
    if (shown) toast(shown);
  });
  return null;
}

/**
 * A toast for each notification that arrives while a signed-in student has a page open (a new paid
 * order, a delivery, a refund, a review): the navbar's bell counts and lists them.
 */
export function OrderNotifications() {
  const { user } = useAuth();
  return user ? <Listener /> : null;
}
