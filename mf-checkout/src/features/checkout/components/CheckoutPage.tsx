import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  computeFees,
  isApiError,
  paths,
  parseRouteId,
  toCents,
  type MarketplaceItem,
} from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import { Alert, Button, Icon, PageContainer } from '@campus/ui';
import { useGig } from '../../../api/get-gig';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { useMarketplaceItem } from '../api/get-marketplace-item';
import { CHECKOUT_TEXT as T, ITEM_CHECKOUT_TEXT as IT } from '../texts';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { CheckoutView } from './CheckoutView';
import { ItemSummary } from './ItemSummary';
import { OrderSummary } from './OrderSummary';

const Heading = styled.h1`
  margin: 0 0 24px;
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
`;

function Missing({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <Problem>
      <Alert variant="destructive">{message}</Alert>
      <Button as={Link} to={to} variant="outline" size="sm">
        <Icon name="arrow-left" size={16} />
        {label}
      </Button>
    </Problem>
  );
}

const GigMissing = () => <Missing message={T.gigMissing} to={paths.gigs()} label="Browse Gigs" />;
const ItemMissing = () => (
  <Missing message={IT.itemMissing} to={paths.marketplace} label="Browse Marketplace" />
);

function LoadFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry(): void }) {
  return (
    <Problem>
      <Alert variant="destructive">{message}</Alert>
      <Button type="button" variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        <Icon name="refresh-cw" size={16} />
        Try again
      </Button>
    </Problem>
  );
}

function GigCheckout({ gigId }: { gigId: number }) {
  const { data: gig, isPending, error, refetch, isFetching } = useGig(gigId);
  if (isPending) return <CheckoutSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <GigMissing />;
    return <LoadFailed message={T.gigFailed} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  const purchase = {
    target: { gigId: gig.id },
    process: 'gig-booking',
    totalCents: computeFees(toCents(gig.price)).totalCents,
    back: { to: paths.gig(gig.id), label: 'Back to the gig' },
  } as const;
  return <CheckoutView purchase={purchase} summary={<OrderSummary gig={gig} />} />;
}

/** Why an item is not for sale to this student, or null: sold, or their own (the reply's canEdit, or the seller's id). */
export function itemRefusal(item: MarketplaceItem, userId: number | undefined): 'sold' | 'own' | null {
  if (item.status === 'sold') return 'sold';
  if (item.canEdit || item.sellerId === userId) return 'own';
  return null;
}

/**
 * Buying a marketplace item into escrow: a sold item, or the student's own, is said so without a form
 * (and without asking for an intent); anything else the server refuses (the item on hold for another
 * buyer, 409; their own, 403) is said in its words in the payment card.
 */
function ItemCheckout({ itemId }: { itemId: number }) {
  const { data: item, isPending, error, refetch, isFetching } = useMarketplaceItem(itemId);
  const { user } = useAuth();
  if (isPending) return <CheckoutSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <ItemMissing />;
    return <LoadFailed message={IT.itemFailed} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  const back = { to: paths.marketplaceItem(item.id), label: 'Back to the item' };
  const refusal = itemRefusal(item, user?.id);
  if (refusal === 'sold') return <Missing message={IT.sold} {...back} />;
  if (refusal === 'own') return <Missing message={IT.ownItem} {...back} />;
  const purchase = {
    target: { marketplaceItemId: item.id },
    process: 'item-purchase',
    totalCents: computeFees(toCents(item.price)).totalCents,
    back,
  } as const;
  return <CheckoutView purchase={purchase} summary={<ItemSummary item={item} />} />;
}

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <RequireSignIn>
      <PageContainer>
        <Heading>{heading}</Heading>
        {children}
      </PageContainer>
    </RequireSignIn>
  );
}

/** What the checkout's address buys: an item (/checkout/item/{itemId}) or a gig; `id` null when it cannot be one. */
export function checkoutTarget(params: Readonly<Record<string, string | undefined>>): {
  kind: 'gig' | 'item';
  id: number | null;
} {
  if (params.itemId !== undefined) return { kind: 'item', id: parseRouteId(params.itemId) };
  return { kind: 'gig', id: parseRouteId(params.gigId) };
}

/** /checkout/{gigId}: 'Complete Your Booking'; /checkout/item/{itemId}: 'Complete Your Purchase'. */
export function CheckoutPage() {
  const { kind, id } = checkoutTarget(useParams());
  if (kind === 'item') {
    return (
      <Page heading={IT.heading}>
        {id === null ? <ItemMissing /> : <ItemCheckout key={id} itemId={id} />}
      </Page>
    );
  }
  return (
    <Page heading={T.heading}>{id === null ? <GigMissing /> : <GigCheckout key={id} gigId={id} />}</Page>
  );
}
