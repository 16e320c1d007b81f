import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type MarketplaceItem } from '@campus/contracts';
import { Alert, Button, Icon } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';

/** The words of buying an item with escrow (issue 20, section 2). */
export const BUY_TEXT = {
  button: 'Buy with secure escrow',
  note: 'Your payment is held securely until you confirm you received the item, protecting both of you.',
  reservedTitle: 'Reserved',
  reserved:
    'Another student is buying this item with secure escrow. It becomes available again if that purchase does not go through.',
} as const;

const EscrowNote = styled.p`
  margin: 12px 0 0;
  font-size: 0.8125rem;
  line-height: 1.5;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Buying the item with secure escrow, for anyone but its seller (the caller shows it only when the
 * reply's `canEdit` is false): a signed-in student gets a primary 'Buy with secure escrow' link to the
 * checkout (paths.checkoutItem) while the item is available; a pending item says it is reserved (an
 * order holds it until it completes or ends); a sold one shows nothing more than its badge.
 */
export function BuyWithEscrow({ item }: { item: MarketplaceItem }) {
  const { user } = useAuth();
  if (item.status === 'pending') return <Alert title={BUY_TEXT.reservedTitle}>{BUY_TEXT.reserved}</Alert>;
  if (item.status !== 'available' || !user) return null;
  return (
    <div>
      <Button as={Link} to={paths.checkoutItem(item.id)} size="lg" block>
        <Icon name="shield-check" size={18} />
        {BUY_TEXT.button}
      </Button>
      <EscrowNote>{BUY_TEXT.note}</EscrowNote>
    </div>
  );
}
