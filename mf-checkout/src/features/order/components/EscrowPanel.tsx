import { Fragment } from 'react';
import styled from 'styled-components';
import { ESCROW_STATUSES, escrowNextStep, type OrderDetail } from '@campus/contracts';
import { Icon, useHydrated } from '@campus/ui';
import { Panel } from '../../../components/Panel';
import { formatDateTime } from '../../../utils/dates';
import { useNow } from '../../../hooks/use-now';
import { deliveryCountdown, disputeCountdown, escrowClockRuns, releaseCountdown } from '../utils/escrow';

const NextStep = styled.p`
  margin: 0 0 16px;
  line-height: 1.55;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Countdowns = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  p {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Paused = styled.p`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const Dates = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Where the money is, and what happens next in plain words (contracts' escrowNextStep). Held before
 * delivery: the delivery deadline counts down (the dispute window and the automatic release have not
 * started, and neither date is shown). From delivery: both deadlines count down. Then released, paid
 * out, refunded, completed (extra time paid after the release): the deadlines only while in escrow.
 */
export function EscrowPanel({ order, readAt }: { order: OrderDetail; readAt: number }) {
  const held = order.status === 'payment_held';
  const now = useNow(readAt, held);
  const local = useHydrated();
  if (!order.paymentCapturedAt) return null;
  const nextStep = escrowNextStep(order, order.viewerRole, new Date(now), local);
  const countdowns = [
    { icon: 'calendar', text: deliveryCountdown(order, now) },
    { icon: 'lock', text: releaseCountdown(order, now) },
    { icon: 'shield-check', text: disputeCountdown(order, now, local) },
  ] as const;
  const shown = countdowns.filter((c) => c.text !== null);
  const releasedAt = order.fundsReleasedAt ?? order.buyerConfirmedAt;
  // the escrow's deadlines while the money is in it; once released or refunded they are past promises
  const inEscrow = (ESCROW_STATUSES as readonly string[]).includes(order.status);
  const clock = inEscrow && escrowClockRuns(order);
  const beforeDelivery = inEscrow && !clock;
  const item = order.process === 'item-purchase';
  const rows: [string, string | null][] = [
    ['Captured', order.paymentCapturedAt],
    [item ? 'Handed over' : 'Delivered', order.deliveredAt],
    ['Delivery deadline', beforeDelivery ? order.deliveryCancellableAt : null],
    ['Automatic refund', beforeDelivery ? order.deliveryRefundAt : null],
    ['Auto-release date', clock ? order.escrowReleaseDate : null],
    ['Dispute deadline', clock ? order.disputeDeadline : null],
    ['Released', releasedAt],
    ['Paid out', order.paidOutAt],
    ['Refunded', order.refundedAt],
    ['Completed', order.status === 'completed' ? order.completedAt : null],
  ];
  return (
    <Panel title="Escrow">
      {nextStep && <NextStep>{nextStep}</NextStep>}
      {held && shown.length > 0 && (
        <Countdowns>
          {shown.map(({ icon, text }) => (
            <p key={icon}>
              <Icon name={icon} size={16} />
              {text}
            </p>
          ))}
        </Countdowns>
      )}
      {order.status === 'in_dispute' && (
        <Paused>The payment stays in escrow while the dispute is open: automatic release is paused.</Paused>
      )}
      <Dates>
        {rows.map(([label, at]) =>
          at ? (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={at}>{formatDateTime(at, local)}</time>
              </dd>
            </Fragment>
          ) : null,
        )}
      </Dates>
    </Panel>
  );
}
