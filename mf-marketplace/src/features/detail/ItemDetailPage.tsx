import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError, paths, parseRouteId } from '@campus/contracts';
import { ErrorPanel, Icon, media, PageContainer, Skeleton, VisuallyHidden } from '@campus/ui';
import { ItemDetails } from './ItemDetails';
import { ItemNotFound } from './ItemNotFound';
import { useItem } from './useItem';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-weight: 600;
  text-decoration: none;
`;

/** The page's shape while the item loads: the 3:2 photo box beside the title, price and actions. */
const Loading = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    column-gap: 32px;
  }
  > div:first-of-type {
    height: auto;
    aspect-ratio: 3 / 2;
  }
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
`;

function DetailSkeleton() {
  return (
    <Loading role="status" aria-live="polite">
      <VisuallyHidden>Loading item</VisuallyHidden>
      <Skeleton radius="14px" />
      <div>
        <Skeleton width="70%" height={36} />
        <Skeleton width="35%" height={34} />
        <Skeleton height={48} radius="10px" />
        <Skeleton height={150} radius="10px" />
      </div>
    </Loading>
  );
}

/** /marketplace/{itemId}: one item, or 'Item Not Found'. */
export function ItemDetailPage() {
  const id = parseRouteId(useParams().itemId);
  const { data, isPending, isError, error, refetch } = useItem(id);

  let body;
  if (id === null || (isError && isApiError(error) && error.status === 404)) body = <ItemNotFound />;
  else if (isPending) body = <DetailSkeleton />;
  else if (isError)
    body = (
      <ErrorPanel
        title="Something went wrong"
        message="Failed to load the item. Please try again."
        onRetry={() => void refetch()}
      />
    );
  else body = <ItemDetails item={data} />;

  return (
    <PageContainer>
      <Back to={paths.marketplace}>
        <Icon name="arrow-left" size={16} />
        Back to Marketplace
      </Back>
      {body}
    </PageContainer>
  );
}
