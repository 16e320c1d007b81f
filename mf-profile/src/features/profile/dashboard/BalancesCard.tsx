import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatUsd, paths, type Dashboard } from '@campus/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Icon, media, Skeleton } from '@campus/ui';
import { payoutStatusQueryOptions } from '../../../api/get-payout-status';
import { PAYOUTS_ANCHOR } from '../profile-tab/PayoutsRow';
import { Subtitle } from './styles';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  dt {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.dd`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Why = styled.dd`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Hint = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 16px 0 0;
  padding: 12px 14px;
  border: 1px solid #fde68a;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  > span {
    flex: 1 1 220px;
  }
`;

const BALANCES = [
  { key: 'inEscrow', label: 'In escrow', why: 'Held until the customer confirms or the release date' },
  { key: 'payable', label: 'Payable', why: 'Released to you, waiting to be paid out' },
  { key: 'paidOut', label: 'Paid out', why: 'Sent to your payout account' },
] as const;

/** Shown while money waits for a payout account: the way to the Profile tab's Payouts row. */
function PayoutsHint({ userId, payable }: { userId: number; payable: number }) {
  // The Payouts row's query: asked only when there is something to pay out.
  const { data } = useQuery({ ...payoutStatusQueryOptions(userId), enabled: payable > 0 });
  if (payable <= 0 || !data || data.payoutsEnabled) return null;
  return (
    <Hint>
      <span>{formatUsd(payable)} is ready to be paid out once your payout account is set up.</span>
      <Button as={Link} to={`${paths.profile('profile')}#${PAYOUTS_ANCHOR}`} size="sm">
        <Icon name="credit-card" size={16} />
        Set up payouts
      </Button>
    </Hint>
  );
}

/** The provider's money from the ledger: in escrow, payable (released, not paid out) and paid out. */
export function BalancesCard({ userId, balances }: { userId: number; balances: Dashboard['balances'] }) {
  return (
    <Card as="section" aria-labelledby="dashboard-balances">
      <CardHeader>
        <CardTitle id="dashboard-balances">Balances</CardTitle>
        <Subtitle>What the gigs you provided have earned.</Subtitle>
      </CardHeader>
      <CardContent>
        <List>
          {BALANCES.map((b) => (
            <Balance key={b.key}>
              <dt>{b.label}</dt>
              <Amount>{formatUsd(balances[b.key])}</Amount>
              <Why>{b.why}</Why>
            </Balance>
          ))}
        </List>
        <PayoutsHint userId={userId} payable={balances.payable} />
      </CardContent>
    </Card>
  );
}

export function BalancesCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton width={120} height={20} />
      </CardHeader>
      <CardContent>
        <List as="div">
          {BALANCES.map((b) => (
            <Balance key={b.key}>
              <Skeleton width="50%" height={14} />
              <Skeleton width="40%" height={22} />
            </Balance>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
