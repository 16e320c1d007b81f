import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { CardGrid } from './CardGrid';
import { ErrorPanel } from './ErrorPanel';
import { LoadMore } from './LoadMore';
import { VisuallyHidden } from './Spinner';

const SKELETONS = 3;
/** Cards of the first row (three on wide screens) load their photos at once; the rest when scrolled near. */
const EAGER_IMAGES = 3;

/** Fills the results column from its top, level with the filter panel (as the empty state does). */
const ResultsError = styled(ErrorPanel)`
  max-width: none;
  margin: 0;
`;

/** The part of a react-query infinite query of pages the list reads. */
export interface PagedQuery<T> {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isPending: boolean;
  refetch(): unknown;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

export interface PagedResultsProps<T extends { id: number }> {
  query: PagedQuery<T>;
  /** What the list holds, plural and lower case ('gigs'): its name and its loading and error texts. */
  noun: string;
  /** One card's shape while the first page loads. */
  skeleton: ReactNode;
  /** No results (with 'Clear Filters' when filters are set). */
  empty: ReactNode;
  /** One card; `imageLoading` is 'eager' for the first row. */
  card(record: T, imageLoading: 'eager' | 'lazy'): ReactNode;
}

/**
 * A browse page's results: skeletons while the first page loads, the error, the empty state, or the
 * cards of every page loaded so far with 'Load more' below them (a failed next page keeps them).
 */
export function PagedResults<T extends { id: number }>({
  query,
  noun,
  skeleton,
  empty,
  card,
}: PagedResultsProps<T>) {
  const { data, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    query;

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{`Loading ${noun}`}</VisuallyHidden>
        <CardGrid as="div">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Fragment key={i}>{skeleton}</Fragment>
          ))}
        </CardGrid>
      </div>
    );
  }

  // No page at all: the first one failed.
  if (!data) {
    return (
      <ResultsError
        title="Something went wrong"
        message={`Failed to load ${noun}. Please try again.`}
        onRetry={() => void refetch()}
      />
    );
  }

  const records = data.pages.flatMap((page) => page.items);
  if (records.length === 0) return empty;

  return (
    // one grid cell of the page layout: the cards and Load more beneath them
    <div>
      <CardGrid aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}>
        {records.map((record, i) => (
          <li key={record.id}>{card(record, i < EAGER_IMAGES ? 'eager' : 'lazy')}</li>
        ))}
      </CardGrid>
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        failed={isFetchNextPageError}
        failureText={`Failed to load more ${noun}. Please try again.`}
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}
