import type { OrderNotice } from '@campus/contracts';
import type { ToastOptions } from '@campus/shell/runtime';

/**
 * The toast a live order event deserves, or null: a provider hears of a new paid order and of a paid
 * order's cancellation; a customer of an order cancelled because it was not captured in time. The rest
 * (the student's own steps, capture) shows in My Orders without a toast.
 */
export function orderToast(notice: OrderNotice): ToastOptions | null {
  if (notice.viewerRole === 'provider' && notice.transition === 'authorise')
    return {
      title: 'New order',
      description: notice.gigTitle
        ? `You have a new paid order for "${notice.gigTitle}".`
        : 'You have a new paid order.',
    };
  const cancelledForProvider =
    notice.viewerRole === 'provider' &&
    (notice.transition === 'cancel' || notice.transition === 'expire_authorisation');
  const expiredForCustomer = notice.viewerRole === 'customer' && notice.transition === 'expire_authorisation';
  if (cancelledForProvider || expiredForCustomer)
    return { title: 'Order cancelled', description: `Order #${notice.orderId} was cancelled.` };
  return null;
}
