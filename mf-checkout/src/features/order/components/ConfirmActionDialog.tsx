import {
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  formatUsd,
  fullName,
  type OrderDetail,
} from '@campus/contracts';
import { useOrderMutation } from '../../../api/order-mutation';
import { acceptRefund } from '../api/accept-refund';
import { cancelOrder } from '../api/cancel-order';
import { confirmReceipt } from '../api/confirm-receipt';
import { declineOrder } from '../api/decline-order';
import { deliverOrder } from '../api/deliver-order';
import { withdrawDispute } from '../api/withdraw-dispute';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

/** A text of the dialog: the same for every order, or worded for this one (an item's, a gig's). */
type Words = string | ((order: OrderDetail) => string);
const say = (words: Words, order: OrderDetail) => (typeof words === 'string' ? words : words(order));

interface Confirmation {
  title: Words;
  message(order: OrderDetail): string;
  confirmLabel: Words;
  busyLabel: string;
  closeLabel: string;
  destructive: boolean;
  write(orderId: number): Promise<unknown>;
}

const isItem = (order: OrderDetail) => order.process === 'item-purchase';
const providerName = (order: OrderDetail) =>
  fullName(order.provider) || (isItem(order) ? 'the seller' : 'the provider');
const customerName = (order: OrderDetail) =>
  fullName(order.customer) || (isItem(order) ? 'the buyer' : 'the customer');
const total = (order: OrderDetail) => formatUsd(order.totalAmount);

/** The actions that only need a yes: what happens, that it cannot be undone. */
export const CONFIRMATIONS = {
  cancel: {
    title: 'Cancel this order?',
    message: () =>
      'The booking is cancelled and the hold on your card is released; you are not charged. This cannot be undone.',
    confirmLabel: 'Cancel order',
    busyLabel: 'Cancelling...',
    closeLabel: 'Keep order',
    destructive: true,
    write: cancelOrder,
  },
  cancel_undelivered: {
    title: 'Cancel and get a refund?',
    message: (order) =>
      isItem(order)
        ? `${providerName(order)} did not mark the item handed over in time. The order is cancelled and you are refunded the full ${total(order)}. This cannot be undone.`
        : `${providerName(order)} did not mark the service delivered in time. The order is cancelled and you are refunded the full ${total(order)}. This cannot be undone.`,
    confirmLabel: 'Cancel and get a refund',
    busyLabel: 'Cancelling...',
    closeLabel: 'Keep order',
    destructive: true,
    write: cancelOrder,
  },
  deliver: {
    title: (order) => (isItem(order) ? 'Mark as handed over?' : 'Mark as delivered?'),
    message: (order) =>
      `${isItem(order) ? `Confirm that you handed the item over to ${customerName(order)}.` : `Confirm that the service for ${customerName(order)} has taken place.`} From now on they have ${DISPUTE_WINDOW_DAYS} days to report a problem, and the payment is released to you when they confirm, or automatically after ${ESCROW_RELEASE_DAYS} days. This cannot be undone.`,
    confirmLabel: (order) => (isItem(order) ? 'Mark as handed over' : 'Mark as delivered'),
    busyLabel: 'Saving...',
    closeLabel: 'Not yet',
    destructive: false,
    write: deliverOrder,
  },
  decline: {
    title: 'Decline this order?',
    message: (order) =>
      `${customerName(order)} is refunded in full (${total(order)}) and you are not paid for this order.${isItem(order) ? ' The item is listed as available again.' : ''} This cannot be undone.`,
    confirmLabel: 'Decline order',
    busyLabel: 'Declining...',
    closeLabel: 'Keep order',
    destructive: true,
    write: declineOrder,
  },
  confirm_receipt: {
    title: 'Confirm receipt?',
    message: (order) =>
      `Confirm that you received ${isItem(order) ? 'the item' : 'the service'}: the payment of ${total(order)} held in escrow is released to ${providerName(order)}, and you can no longer open a dispute.`,
    confirmLabel: 'Confirm receipt',
    busyLabel: 'Confirming...',
    closeLabel: 'Not yet',
    destructive: false,
    write: confirmReceipt,
  },
  withdraw_dispute: {
    title: 'Withdraw your dispute?',
    message: (order) =>
      `The dispute is closed and the payment is released to ${providerName(order)}, as if you had confirmed receipt. This cannot be undone.`,
    confirmLabel: 'Withdraw dispute',
    busyLabel: 'Withdrawing...',
    closeLabel: 'Keep the dispute',
    destructive: false,
    write: withdrawDispute,
  },
  accept_refund: {
    title: 'Accept a full refund?',
    message: (order) =>
      `${customerName(order)} is refunded the full ${total(order)} and you are not paid for this order. This cannot be undone.`,
    confirmLabel: 'Accept refund',
    busyLabel: 'Refunding...',
    closeLabel: 'Go back',
    destructive: true,
    write: acceptRefund,
  },
} as const satisfies Record<string, Confirmation>;

export type ConfirmedAction = keyof typeof CONFIRMATIONS;

interface Props {
  order: OrderDetail;
  action: ConfirmedAction;
  onClose(): void;
}

/** Asks before an action that cannot be undone, then takes it. */
export function ConfirmActionDialog({ order, action, onClose }: Props) {
  const confirmation: Confirmation = CONFIRMATIONS[action];
  const { mutate, isPending } = useOrderMutation(action, confirmation.write);
  const toasts = useActionToast();
  const confirm = () =>
    mutate(order.id, {
      onSuccess: () => {
        toasts.done(action);
        onClose();
      },
      onError: (error) => toasts.failed(action, error),
    });
  return (
    <FormDialog
      role="alertdialog"
      title={say(confirmation.title, order)}
      description={<p>{confirmation.message(order)}</p>}
      submitLabel={say(confirmation.confirmLabel, order)}
      busyLabel={confirmation.busyLabel}
      closeLabel={confirmation.closeLabel}
      destructive={confirmation.destructive}
      busy={isPending}
      onSubmit={confirm}
      onClose={onClose}
    />
  );
}
