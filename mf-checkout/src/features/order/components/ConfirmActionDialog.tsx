import { formatUsd, fullName, type OrderDetail } from '@campus/contracts';
import { useOrderMutation } from '../../../api/order-mutation';
import { acceptRefund } from '../api/accept-refund';
import { cancelOrder } from '../api/cancel-order';
import { confirmReceipt } from '../api/confirm-receipt';
import { withdrawDispute } from '../api/withdraw-dispute';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

interface Confirmation {
  title: string;
  message(order: OrderDetail): string;
  confirmLabel: string;
  busyLabel: string;
  closeLabel: string;
  destructive: boolean;
  write(orderId: number): Promise<unknown>;
}

const providerName = (order: OrderDetail) => fullName(order.provider) || 'the provider';
const customerName = (order: OrderDetail) => fullName(order.customer) || 'the customer';

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
  confirm_receipt: {
    title: 'Confirm receipt?',
    message: (order) =>
      `Confirm that you received the service: the payment of ${formatUsd(order.totalAmount)} held in escrow is released to ${providerName(order)}, and you can no longer open a dispute.`,
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
      `${customerName(order)} is refunded the full ${formatUsd(order.totalAmount)} and you are not paid for this order. This cannot be undone.`,
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
      title={confirmation.title}
      description={<p>{confirmation.message(order)}</p>}
      submitLabel={confirmation.confirmLabel}
      busyLabel={confirmation.busyLabel}
      closeLabel={confirmation.closeLabel}
      destructive={confirmation.destructive}
      busy={isPending}
      onSubmit={confirm}
      onClose={onClose}
    />
  );
}
