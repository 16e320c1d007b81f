import { orderStatusView, type OrderStatusFacts } from '@campus/contracts';
import { Badge } from '@campus/ui';

/** The order's status as a badge: a refund of part of the payment reads 'Partially refunded'. */
export function OrderStatusBadge(facts: OrderStatusFacts) {
  const view = orderStatusView(facts);
  return <Badge variant={view.variant}>{view.label}</Badge>;
}
