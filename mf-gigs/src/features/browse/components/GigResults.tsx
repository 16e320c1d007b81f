import styled from 'styled-components';
import { ErrorPanel, GigCard, VisuallyHidden } from '@campus/shell/kit';
import { useGigs, type GigListFilters } from '../../../api/get-gigs';
import { countActiveFilters } from '../utils/filters';
import { EmptyResults } from './EmptyResults';
import { GigCardSkeleton } from './GigCardSkeleton';
import { GigGrid } from './GigGrid';

const SKELETONS = 3;

/** Fills the results column from its top, level with the filter panel (as the empty state does). */
const ResultsError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

interface GigResultsProps {
  filters: GigListFilters;
  onClearFilters(): void;
}

/** The gigs matching the filters: three skeletons while loading, the error, the empty states or the cards. */
export function GigResults({ filters, onClearFilters }: GigResultsProps) {
  const { data: gigs, isPending, isError, refetch } = useGigs(filters);

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>Loading gigs</VisuallyHidden>
        <GigGrid as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </GigGrid>
      </div>
    );
  }

  if (isError) {
    return (
      <ResultsError
        title="Something went wrong"
        message="Failed to load gigs. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }

  if (gigs.length === 0) {
    return <EmptyResults hasFilters={countActiveFilters(filters) > 0} onClearFilters={onClearFilters} />;
  }

  return (
    <GigGrid aria-label="Gigs">
      {gigs.map((gig) => (
        <li key={gig.id}>
          <GigCard gig={gig} />
        </li>
      ))}
    </GigGrid>
  );
}
