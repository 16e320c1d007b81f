import styled from 'styled-components';
import { Button, CardGrid, EmptyState, ErrorPanel, LoadMore, Skeleton, VisuallyHidden } from '@campus/ui';
import { ItemCard } from './ItemCard';
import { countActiveFilters } from './filters';
import { useItems, type ItemListFilters } from './useItems';

const SKELETONS = 3;
/** Cards of the first row (three on wide screens) load their photos at once; the rest when scrolled near. */
const EAGER_IMAGES = 3;

/**
 * The shape of an item card while the first page loads: the 3:2 photo and a body of a typical card's
 * height, so the page does not jump when the cards arrive.
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
    aspect-ratio: 3 / 2;
  }
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: 12px;
    min-height: 270px;
    padding: 16px 18px 18px;
  }
`;

/** Fills the results column from its top, level with the filter panel (as the empty state does). */
const ResultsError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

interface ItemResultsProps {
  filters: ItemListFilters;
  onClearFilters(): void;
}

/**
 * The items matching the filters: skeletons while the first page loads, the error, the empty state
 * ('Clear Filters' when filters are set), or the cards of every page so far with 'Load more'.
 */
export function ItemResults({ filters, onClearFilters }: ItemResultsProps) {
  const { data, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useItems(filters);

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading items</VisuallyHidden>
        <CardGrid as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ItemSkeleton key={i} data-testid="item-card-skeleton">
              <Skeleton radius="0" />
              <div>
                <Skeleton width="40%" height={22} />
                <Skeleton width="80%" height={20} />
                <Skeleton height={14} />
                <Skeleton width="65%" height={14} />
              </div>
            </ItemSkeleton>
          ))}
        </CardGrid>
      </div>
    );
  }

  // No page at all: the first one failed. (A failed next page keeps the items already shown.)
  if (!data) {
    return (
      <ResultsError
        title="Something went wrong"
        message="Failed to load items. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = countActiveFilters(filters) > 0;
    return (
      <EmptyState
        icon="shopping-bag"
        title="No items found"
        message={
          filtered
            ? 'Try adjusting your filters or search for something else'
            : 'Be the first to list something for sale on your campus.'
        }
        action={
          filtered && (
            <Button type="button" variant="outline" onClick={onClearFilters}>
              Clear Filters
            </Button>
          )
        }
      />
    );
  }

  return (
    <div>
      <CardGrid aria-label="Items">
        {items.map((item, i) => (
          <li key={item.id}>
            <ItemCard item={item} imageLoading={i < EAGER_IMAGES ? 'eager' : 'lazy'} />
          </li>
        ))}
      </CardGrid>
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        failed={isFetchNextPageError}
        failureText="Failed to load more items. Please try again."
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}
