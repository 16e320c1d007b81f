import styled from 'styled-components';
import type { OrderEvent, OrderTransition } from '@campus/contracts';
import { formatDateTime } from '../utils/dates';
import { useHydrated } from '@campus/ui';

/** What each transition means, in words both parties understand. */
const EVENT_WORDS: Record<OrderTransition, string> = {
  authorise: 'Payment authorized',
  capture: 'Payment captured and held in escrow',
  cancel: 'Order cancelled',
  expire_authorisation: 'Authorization expired: the order was cancelled',
  abandon_payment: 'Payment not completed: the order was cancelled',
  deliver: 'Marked delivered: the escrow period started',
  decline: 'Declined by the provider: the customer was refunded in full',
  cancel_undelivered: 'Cancelled as not delivered in time: refunded in full',
  expire_delivery: 'Not delivered in time: refunded in full automatically',
  confirm_receipt: 'Receipt confirmed: the payment was released',
  auto_release: 'Payment released automatically',
  release_funds: 'Paid out to the provider',
  open_dispute: 'Dispute opened',
  contest_dispute: 'Dispute contested',
  withdraw_dispute: 'Dispute withdrawn: the payment was released',
  accept_refund: 'Refund accepted: the customer was refunded in full',
  resolve_release: 'Dispute decided: released to the provider',
  resolve_refund: 'Dispute decided: refunded to the customer',
  complete_extra_time: 'Extra time paid: the order is complete',
};

export function eventWords(transition: string): string {
  const words = (EVENT_WORDS as Record<string, string | undefined>)[transition];
  if (words) return words;
  // A transition newer than this build: its name, readable.
  const plain = transition.replace(/_/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

export function eventActor(event: OrderEvent): string {
  switch (event.actorKind) {
    case 'system':
      return 'Automatic';
    case 'operator':
      return event.actorName ? `${event.actorName} (operator)` : 'An operator';
    case 'customer':
      return event.actorName ?? 'The customer';
    case 'provider':
      return event.actorName ?? 'The provider';
  }
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  padding: 0 0 16px 22px;
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 6px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 7.5px;
    top: 18px;
    bottom: 2px;
    width: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const What = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Note = styled.p`
  margin: 6px 0 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.875rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The order's events, oldest first: what happened, who did it, when, and the note both parties see. */
export function OrderTimeline({
  events,
  label = 'Order timeline',
}: {
  events: OrderEvent[];
  label?: string;
}) {
  const local = useHydrated();
  if (events.length === 0) return <Empty>Nothing has happened on this order yet.</Empty>;
  const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return (
    <List aria-label={label}>
      {sorted.map((event) => (
        <Item key={event.id}>
          <What>{eventWords(event.transition)}</What>
          <Meta>
            {eventActor(event)} ·{' '}
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, local)}</time>
          </Meta>
          {event.note && <Note>{event.note}</Note>}
        </Item>
      ))}
    </List>
  );
}
