import { ORDER_STATUS_VIEW, type OrderStatus } from '@campus/contracts';
import { Badge } from '@campus/ui';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const view = ORDER_STATUS_VIEW[status];
  return <Badge variant={view.variant}>{view.label}</Badge>;
}
