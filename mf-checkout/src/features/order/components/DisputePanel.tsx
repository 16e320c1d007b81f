import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type OrderDetail } from '@campus/contracts';
import { Button } from '@campus/ui';
import { DisputeDetails } from '../../../components/DisputeDetails';
import { Panel } from '../../../components/Panel';
import { ORDER_TEXT } from '../texts';

const Desk = styled.p`
  margin: 16px 0 0;
`;

const NO_STATEMENT = {
  customer: ORDER_TEXT.noStatementCustomer,
  provider: ORDER_TEXT.noStatementProvider,
  operator: ORDER_TEXT.noStatementOperator,
} as const;

/** The dispute as both parties see it: reason, details, the provider's statement, the outcome. */
export function DisputePanel({ order }: { order: OrderDetail }) {
  if (!order.dispute) return null;
  return (
    <Panel title="Dispute">
      <DisputeDetails
        dispute={order.dispute}
        totalAmount={order.totalAmount}
        noStatement={NO_STATEMENT[order.viewerRole]}
      />
      {order.viewerRole === 'operator' && order.status === 'in_dispute' && (
        <Desk>
          <Button as={Link} to={paths.operatorDisputes} variant="outline" size="sm">
            {ORDER_TEXT.operatorDesk}
          </Button>
        </Desk>
      )}
    </Panel>
  );
}
