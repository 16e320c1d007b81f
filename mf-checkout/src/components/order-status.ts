import type { OrderStatus } from '@campus/contracts';
import type { BadgeVariant } from '@campus/ui';

/** The status labels and badge styles of Profile > My Orders, so an order reads the same everywhere. */
export const ORDER_STATUS_VIEW: Record<OrderStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  awaiting_payment: { label: 'Awaiting payment', variant: 'secondary' },
  payment_processing: { label: 'Authorized', variant: 'outline' },
  payment_held: { label: 'In escrow', variant: 'outline' },
  confirmed_completed: { label: 'Confirmed', variant: 'default' },
  in_dispute: { label: 'In dispute', variant: 'outline' },
  funds_released: { label: 'Released', variant: 'default' },
  refunded: { label: 'Refunded', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
  completed: { label: 'Completed', variant: 'default' },
};
