import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@campus/contracts';
import { Button, EmptyState, ErrorPanel, Icon, LoadMore, PageContainer, Skeleton, media } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { ItemCard } from '../features/list/ItemCard';
import { useItems } from '../features/list/useItems';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 28px;
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

/**
 * The shape of an item card while the first page loads: the 4:3 photo and a body of a typical card's
 * height (249 to 318 px), so the page does not jump when the cards arrive.
 */
const ItemSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > :first-child {
    height: auto;
    aspect-ratio: 4 / 3;
  }
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: 12px;
    min-height: 270px;
    padding: 16px 18px 18px;
  }
`;

/**
 * /marketplace: the items students have for sale, a page at a time with 'Load more' below them
 * (filters arrive with the marketplace issue).
 */
export default function MarketplacePage() {
  const { user } = useAuth();
  const { data, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useItems();
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageContainer>
      <Header>
        <div>
          <h1>Campus Marketplace</h1>
          <p>Textbooks, furniture, electronics and more from students on your campus.</p>
        </div>
        <Button as={Link} to={paths.marketplaceCreate}>
          <Icon name="plus" size={18} />
          Sell an Item
        </Button>
      </Header>
      {isPending ? (
        <Grid aria-busy="true" aria-label="Loading items">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <ItemSkeleton>
                <Skeleton radius="0" />
                <div>
                  <Skeleton width="40%" height={22} />
                  <Skeleton width="80%" height={20} />
                  <Skeleton height={14} />
                  <Skeleton width="65%" height={14} />
                </div>
              </ItemSkeleton>
            </li>
          ))}
        </Grid>
      ) : !data ? (
        // No page at all: the first one failed. (A failed next page keeps the items already shown.)
        <ErrorPanel
          title="Something went wrong"
          message="Failed to load items. Please try again."
          onRetry={() => void refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon="shopping-bag"
          title="No items found"
          message="Be the first to list something for sale on your campus."
        />
      ) : (
        <>
          <Grid aria-label="Items">
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} own={user?.id === item.sellerId} />
              </li>
            ))}
          </Grid>
          <LoadMore
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            failureText="Failed to load more items. Please try again."
            onLoadMore={() => void fetchNextPage()}
          />
        </>
      )}
    </PageContainer>
  );
}
