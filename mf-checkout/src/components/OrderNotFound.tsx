import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Alert, Button, Icon } from '@campus/ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
`;

/** 'Order not found' with the way to My Orders. */
export function OrderNotFound({ lead }: { lead: string }) {
  return (
    <Box>
      <Alert variant="destructive" title="Order not found">
        {lead}
      </Alert>
      <Button as={Link} to={paths.profile('orders')} variant="outline" size="sm">
        <Icon name="arrow-left" size={16} />
        Go to My Orders
      </Button>
    </Box>
  );
}
