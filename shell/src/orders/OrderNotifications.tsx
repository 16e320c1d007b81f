import { useStore } from 'jotai';
import { useLocation } from 'react-router';
import { streams } from '@campus/contracts';
import { useAuth, useLiveEvent, useToast } from '@campus/shell/runtime';
import { currentToastAtom } from '../runtime/toast/atoms';
import { notificationToast } from './notificationToast';

function Listener() {
  const { toast } = useToast();
  const store = useStore();
  const { pathname } = useLocation();
  useLiveEvent(streams.events, 'notification', ({ notification }) => {
    // never over a toast on screen: it is most often the page's own word on the step the student just
    // took (the customer's receipt arrives as the checkout page says 'Payment Authorized'); the bell
    // keeps the notification
    if (store.get(currentToastAtom)) return;
    const shown = notificationToast(notification, pathname);
    if (shown) toast(shown);
  });
  return null;
}

/**
 * A toast for each notification that arrives while a signed-in student has a page open (a new paid
 * order, a delivery, a refund, a review) and no other toast is showing: the navbar's bell counts and
 * lists them all.
 */
export function OrderNotifications() {
  const { user } = useAuth();
  return user ? <Listener /> : null;
}
