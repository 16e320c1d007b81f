import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatLongDate, fullName, paths, type OrderDetail } from '@campus/contracts';
import { Badge, Card, CardContent, media, useHydrated } from '@campus/ui';
import { DisputeDetails } from '../../../components/DisputeDetails';
import { OrderAmounts } from '../../../components/OrderAmounts';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { OPERATOR_TEXT as T } from '../texts';
import { DecisionForm } from './DecisionForm';

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 20px;
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 28px;
  }
`;

const Part = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 10px;
    font-size: 0.9375rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Parties = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 14px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Decision = styled.div`
  margin-top: 24px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type Party = OrderDetail['customer'];

function partyLine(party: Party): string {
  const name = fullName(party) || `User #${party.id}`;
  const parts = [name, party.contact?.email, party.university].filter(Boolean);
  return parts.join(' · ');
}

/** One dispute on the operator's desk: the order, both sides, what happened, and the decision. */
export function DisputeCase({ order }: { order: OrderDetail }) {
  const titleId = useId();
  const local = useHydrated();
  const dispute = order.dispute;
  const contested = Boolean(dispute?.providerStatement);
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardContent>
        <Head>
          <h2 id={titleId}>
            Order #{order.id}
            <Badge variant={contested ? 'default' : 'outline'}>
              {contested ? 'Contested' : T.notContested}
            </Badge>
          </h2>
          <p>
            {order.gig ? (
              <>
                <Link to={paths.gig(order.gig.id)}>{order.gig.title}</Link> · {order.gig.category}
              </>
            ) : (
              (order.gigTitle ?? 'Gig Title Not Available')
            )}
          </p>
          {dispute?.openedAt && <p>Dispute opened {formatLongDate(dispute.openedAt, local)}</p>}
        </Head>
        <Grid>
          <Part aria-label="Parties">
            <h3>Parties</h3>
            <Parties>
              <dt>Customer</dt>
              <dd>{partyLine(order.customer)}</dd>
              <dt>Provider</dt>
              <dd>{partyLine(order.provider)}</dd>
            </Parties>
          </Part>
          <Part aria-label="Amounts">
            <h3>Amounts</h3>
            <OrderAmounts order={order} />
          </Part>
          <Part aria-label="Dispute">
            <h3>Dispute</h3>
            {dispute ? (
              <DisputeDetails
                dispute={dispute}
                totalAmount={order.totalAmount}
                noStatement={T.notContested}
              />
            ) : (
              <p>{order.disputeReason ?? 'No reason given'}</p>
            )}
          </Part>
          <Part aria-label="Timeline">
            <h3>Timeline</h3>
            <OrderTimeline events={order.events} label={`Timeline of order #${order.id}`} />
          </Part>
        </Grid>
        <Decision>
          <DecisionForm order={order} />
        </Decision>
      </CardContent>
    </Card>
  );
}
