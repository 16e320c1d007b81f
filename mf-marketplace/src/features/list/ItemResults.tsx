import styled from 'styled-components';
import { Button, EmptyState, PagedResults, Skeleton } from '@campus/ui';
import { ItemCard } from './ItemCard';
import { countActiveFilters } from './filters';
import { useItems, type ItemListFilters } from './useItems';

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

interface ItemResultsProps {
  filters: ItemListFilters;
  onClearFilters(): void;
}

/**
 * The items matching the filters: skeletons while the first page loads, the error, the empty state
 * ('Clear Filters' when filters are set), or the cards of every page so far with 'Load more'.
 */
export function ItemResults({ filters, onClearFilters }: ItemResultsProps) {
  const filtered = countActiveFilters(filters) > 0;
  return (
    <PagedResults
      query={useItems(filters)}
      noun="items"
      skeleton={
        <ItemSkeleton data-testid="item-card-skeleton">
          <Skeleton radius="0" />
          <div>
            <Skeleton width="40%" height={22} />
            <Skeleton width="80%" height={20} />
            <Skeleton height={14} />
            <Skeleton width="65%" height={14} />
          </div>
        </ItemSkeleton>
      }
      empty={
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
      }
      card={(item, imageLoading) => <ItemCard item={item} imageLoading={imageLoading} />}
    />
  );
}
