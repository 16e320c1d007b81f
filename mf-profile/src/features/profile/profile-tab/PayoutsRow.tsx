import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '@campus/contracts';
import { Badge, Button, Icon, Spinner } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { usePayoutStatus } from '../../../api/get-payout-status';
import { useStartPayoutOnboarding } from '../../../api/start-payout-onboarding';
import { externalNavigation } from '../../../lib/external-navigation';
import * as S from './styles';

/** The row's id: the Dashboard's 'Set up payouts' links to `/profile?tab=profile#payouts`. */
export const PAYOUTS_ANCHOR = 'payouts';

const PAID_OUT = 'Earnings from your completed orders are paid out to your payout account.';

/** Opens the payment provider's onboarding in this tab; busy until the browser has left. */
function useOnboarding() {
  const { toast } = useToast();
  const onboarding = useStartPayoutOnboarding();
  const start = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => externalNavigation.assign(url),
      onError: (error) =>
        toast({
          title: 'Payout setup failed',
          description: errorMessage(error, 'Could not open the payout setup. Please try again.'),
          variant: 'destructive',
        }),
    });
  return { start, busy: onboarding.isPending || onboarding.isSuccess };
}

/**
 * Where the onboarding sends the student back (addresses the server gives it):
 * - `?payouts=return`: finished or left; the status is asked for again (a cached one predates it);
 * - `?payouts=refresh`: the one-time link had expired or was used; a new one is opened.
 * The parameter is then dropped from the address.
 */
function useOnboardingReturn(refetch: () => Promise<unknown>, restart: () => void) {
  const [params, setParams] = useSearchParams();
  const back = params.get('payouts');
  const restartRef = useRef(restart);
  useEffect(() => {
    restartRef.current = restart;
  });
  useEffect(() => {
    if (back !== 'return' && back !== 'refresh') return;
    // With nothing cached yet this joins the first load (react-query shares a fetch in flight).
    if (back === 'return') void refetch();
    else restartRef.current();
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('payouts');
        return next;
      },
      { replace: true },
    );
  }, [back, refetch, setParams]);
}

/** Arriving at `#payouts` scrolls the row into view (the router does not scroll to fragments). */
function useScrollToAnchor() {
  const { hash } = useLocation();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (hash === `#${PAYOUTS_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [hash]);
  return ref;
}

/** The Payouts row of the account status: whether earnings can be paid out, and the way to set it up. */
export function PayoutsRow({ userId }: { userId: number }) {
  const { data, isPending, refetch } = usePayoutStatus(userId);
  const onboarding = useOnboarding();
  useOnboardingReturn(refetch, onboarding.start);
  const ref = useScrollToAnchor();

  if (isPending)
    return (
      <S.StatusRow ref={ref} id={PAYOUTS_ANCHOR} $ok={null} aria-busy="true">
        <Icon name="credit-card" size={20} />
        <S.StatusText>
          <p>Payouts</p>
          <p>Checking your payout account...</p>
        </S.StatusText>
      </S.StatusRow>
    );

  if (!data)
    return (
      <S.StatusRow ref={ref} id={PAYOUTS_ANCHOR} $ok={null}>
        <Icon name="alert-circle" size={20} />
        <S.StatusText>
          <p>Payouts</p>
          <p>Could not load your payout status.</p>
        </S.StatusText>
        <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </S.StatusRow>
    );

  return (
    <S.StatusRow ref={ref} id={PAYOUTS_ANCHOR} $ok={data.payoutsEnabled}>
      <Icon name={data.payoutsEnabled ? 'check-circle' : 'credit-card'} size={20} />
      <S.StatusText>
        <p>Payouts</p>
        <p>
          {data.payoutsEnabled
            ? PAID_OUT
            : data.accountCreated
              ? `${PAID_OUT} Finish setting it up to receive them.`
              : `${PAID_OUT} Set one up to receive them.`}
        </p>
      </S.StatusText>
      {data.payoutsEnabled ? (
        <Badge>Payouts enabled</Badge>
      ) : (
        <Button
          type="button"
          size="sm"
          onClick={onboarding.start}
          disabled={onboarding.busy}
          aria-busy={onboarding.busy}
        >
          {onboarding.busy ? <Spinner size="sm" decorative /> : <Icon name="credit-card" size={16} />}
          {onboarding.busy ? 'Opening...' : 'Set up payouts'}
        </Button>
      )}
    </S.StatusRow>
  );
}
