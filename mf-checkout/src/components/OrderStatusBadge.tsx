import type { OrderStatus } from '@campus/contracts';
import { Badge } from '@campus/ui';
import { ORDER_STATUS_VIEW } from './order-status';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const view = ORDER_STATUS_VIEW[status];
  return <Badge variant={view.variant}>{view.label}</Badge>;
}
