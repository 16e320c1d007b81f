import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Icon } from '../icons/Icon';
import { Spinner } from './Spinner';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-top: 28px;
`;

const Failure = styled(Alert)`
  width: 100%;
  max-width: 520px;
`;

export interface LoadMoreProps {
  /** The last page loaded has a nextCursor. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last attempt at the next page failed. */
  failed: boolean;
  /** What the inline error says, e.g. 'Failed to load more gigs. Please try again.' */
  failureText: string;
  onLoadMore(): void;
}

/**
 * Below a paged list while there is a next page: 'Load more' ('Loading...' and disabled while the
 * page loads). When the next page fails, an inline error above the button, which then says 'Try
 * again'; what is already shown stays.
 */
export function LoadMore({ hasMore, loading, failed, failureText, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  const showFailure = failed && !loading;
  return (
    <Row>
      {showFailure && <Failure variant="destructive">{failureText}</Failure>}
      <Button type="button" variant="outline" size="lg" disabled={loading} onClick={onLoadMore}>
        {loading ? (
          <>
            <Spinner size="sm" decorative />
            Loading...
          </>
        ) : showFailure ? (
          <>
            <Icon name="refresh-cw" size={16} />
            Try again
          </>
        ) : (
          'Load more'
        )}
      </Button>
    </Row>
  );
}
