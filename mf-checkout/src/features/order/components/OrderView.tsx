import styled from 'styled-components';
import type { OrderDetail } from '@campus/contracts';
import { media, SectionBoundary } from '@campus/ui';
import { OrderAmounts } from '../../../components/OrderAmounts';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { Panel } from '../../../components/Panel';
import { DisputePanel } from './DisputePanel';
import { EscrowPanel } from './EscrowPanel';
import { OrderActions } from './OrderActions';
import { OrderHeader } from './OrderHeader';
import { otherSide, PartyPanel } from './PartyPanel';
import { ReviewPanel } from './ReviewPanel';

/** Phones: one column. Desktop: what to do and what happened on the left, money and people on the right. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 28px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

/** `readAt`: when the order was read (its query's dataUpdatedAt), the escrow's countdowns' clock until hydrated. */
export function OrderView({ order, readAt }: { order: OrderDetail; readAt: number }) {
  return (
    <>
      <OrderHeader order={order} />
      <Layout>
        <Column>
          <SectionBoundary name="the order's actions">
            <OrderActions order={order} />
          </SectionBoundary>
          <SectionBoundary name="the escrow">
            <EscrowPanel order={order} readAt={readAt} />
          </SectionBoundary>
          <SectionBoundary name="the dispute">
            <DisputePanel order={order} />
          </SectionBoundary>
          <SectionBoundary name="the review">
            <ReviewPanel order={order} />
          </SectionBoundary>
          <SectionBoundary name="the timeline">
            <Panel title="Timeline">
              <OrderTimeline events={order.events} />
            </Panel>
          </SectionBoundary>
        </Column>
        <Column>
          <SectionBoundary name="the payment">
            <Panel title="Payment">
              <OrderAmounts order={order} />
            </Panel>
          </SectionBoundary>
          {/* An operator reading the order sees both parties. */}
          {(order.viewerRole === 'operator' ? (['customer', 'provider'] as const) : [otherSide(order)]).map(
            (side) => (
              <SectionBoundary key={side} name={`the ${side}`}>
                <PartyPanel order={order} side={side} />
              </SectionBoundary>
            ),
          )}
        </Column>
      </Layout>
    </>
  );
}
