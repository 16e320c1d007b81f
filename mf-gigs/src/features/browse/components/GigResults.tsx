import styled from 'styled-components';
import { CardGrid, ErrorPanel, GigCard, LoadMore, VisuallyHidden } from '@campus/ui';
import { useGigs, type GigListFilters } from '../../../api/get-gigs';
import { countActiveFilters } from '../utils/filters';
import { EmptyResults } from './EmptyResults';
import { GigCardSkeleton } from './GigCardSkeleton';

const SKELETONS = 3;
/** Cards of the first row (three on wide screens) load their photos at once; the rest when scrolled near. */
const EAGER_IMAGES = 3;

/** Fills the results column from its top, level with the filter panel (as the empty state does). */
const ResultsError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

interface GigResultsProps {
  filters: GigListFilters;
  onClearFilters(): void;
}

/**
 * The gigs matching the filters: three skeletons while the first page loads, the error, the empty
 * states, or the cards of every page loaded so far with 'Load more' below them.
 */
export function GigResults({ filters, onClearFilters }: GigResultsProps) {
  const { data, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useGigs(filters);

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading gigs</VisuallyHidden>
        <CardGrid as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </CardGrid>
      </div>
    );
  }

  // No page at all: the first one failed. (A failed next page keeps the pages already shown.)
  if (!data) {
    return (
      <ResultsError
        title="Something went wrong"
        message="Failed to load gigs. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }

  const gigs = data.pages.flatMap((page) => page.items);
  if (gigs.length === 0) {
    return <EmptyResults hasFilters={countActiveFilters(filters) > 0} onClearFilters={onClearFilters} />;
  }

  return (
    // one grid cell of the page layout: the cards and Load more beneath them
    <div>
      <CardGrid aria-label="Gigs">
        {gigs.map((gig, i) => (
          <li key={gig.id}>
            <GigCard gig={gig} imageLoading={i < EAGER_IMAGES ? 'eager' : 'lazy'} />
          </li>
        ))}
      </CardGrid>
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        failed={isFetchNextPageError}
        failureText="Failed to load more gigs. Please try again."
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}
