import { GigCard, PagedResults } from '@campus/ui';
import { useGigs, type GigListFilters } from '../../../api/get-gigs';
import { countActiveFilters } from '../utils/filters';
import { EmptyResults } from './EmptyResults';
import { GigCardSkeleton } from './GigCardSkeleton';

interface GigResultsProps {
  filters: GigListFilters;
  onClearFilters(): void;
}

/**
 * The gigs matching the filters: three skeletons while the first page loads, the error, the empty
 * states, or the cards of every page loaded so far with 'Load more' below them.
 */
export function GigResults({ filters, onClearFilters }: GigResultsProps) {
  return (
    <PagedResults
      query={useGigs(filters)}
      noun="gigs"
      skeleton={<GigCardSkeleton />}
      empty={<EmptyResults hasFilters={countActiveFilters(filters) > 0} onClearFilters={onClearFilters} />}
      card={(gig, imageLoading) => <GigCard gig={gig} imageLoading={imageLoading} />}
    />
  );
}
