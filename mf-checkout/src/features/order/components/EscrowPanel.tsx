import { Fragment } from 'react';
import styled from 'styled-components';
import { ESCROW_STATUSES, type OrderDetail } from '@campus/contracts';
import { Icon } from '@campus/ui';
import { Panel } from '../../../components/Panel';
import { formatDateTime } from '../../../utils/dates';
import { useNow } from '../hooks/use-now';
import { disputeCountdown, releaseCountdown } from '../utils/escrow';

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
 * Where the money is: held in escrow with both deadlines counting down, released, paid out, refunded,
 * completed (extra time paid after the release): the deadlines only while the money is in escrow.
 */
export function EscrowPanel({ order }: { order: OrderDetail }) {
  const held = order.status === 'payment_held';
  const now = useNow(held);
  if (!order.paymentCapturedAt) return null;
  const release = releaseCountdown(order, now);
  const deadline = disputeCountdown(order, now);
  const releasedAt = order.fundsReleasedAt ?? order.buyerConfirmedAt;
  // the escrow's deadlines while the money is in it; once released or refunded they are past promises
  const inEscrow = (ESCROW_STATUSES as readonly string[]).includes(order.status);
  const rows: [string, string | null][] = [
    ['Captured', order.paymentCapturedAt],
    ['Auto-release date', inEscrow ? order.escrowReleaseDate : null],
    ['Dispute deadline', inEscrow ? order.disputeDeadline : null],
    ['Released', releasedAt],
    ['Paid out', order.paidOutAt],
    ['Refunded', order.refundedAt],
    ['Completed', order.status === 'completed' ? order.completedAt : null],
  ];
  return (
    <Panel title="Escrow">
      {held && (release || deadline) && (
        <Countdowns>
          {release && (
            <p>
              <Icon name="lock" size={16} />
              {release}
            </p>
          )}
          {deadline && (
            <p>
              <Icon name="shield-check" size={16} />
              {deadline}
            </p>
          )}
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
                <time dateTime={at}>{formatDateTime(at)}</time>
              </dd>
            </Fragment>
          ) : null,
        )}
      </Dates>
    </Panel>
  );
}
