import styled from 'styled-components';
import { Button, EmptyState, ErrorPanel, LoadMore, PageContainer, Skeleton } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { NotificationList, useNotifications } from '../../layout';

const Column = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

const Count = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  li:last-child a {
    border-bottom: 0;
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/**
 * /notifications: every notification of the signed-in student, newest first, a page at a time ('Load
 * more'), each linking to its order or the reviewed gig; 'Mark all as read'. New ones arrive live at
 * the top (the navbar's bell keeps the shared cache current).
 */
export default function NotificationsPage() {
  const { user } = useAuth();
  const { query, items, unread, markRead, marking } = useNotifications(user !== null);

  return (
    <PageContainer>
      <Column>
        <Head>
          <div>
            <Title>Notifications</Title>
            <Count aria-live="polite">{unread === 0 ? 'All read' : `${unread} unread`}</Count>
          </div>
          {unread > 0 && (
            <Button type="button" variant="outline" size="sm" disabled={marking} onClick={() => markRead({})}>
              Mark all as read
            </Button>
          )}
        </Head>
        {query.isPending ? (
          <Loading aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </Loading>
        ) : query.isError && items.length === 0 ? (
          <ErrorPanel
            title="Notifications could not be loaded"
            message="Please try again."
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon="check-circle"
            title="No notifications yet"
            message="Updates on your orders, new reviews of your gigs and replies to your reviews show here."
          />
        ) : (
          <>
            <Frame>
              <NotificationList
                items={items}
                onOpen={(n) => n.readAt === null && markRead({ ids: [n.id] })}
              />
            </Frame>
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              failureText="Failed to load more notifications. Please try again."
              onLoadMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </Column>
    </PageContainer>
  );
}
