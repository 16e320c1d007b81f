import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError, paths } from '@campus/contracts';
import { Button, EmptyState, ErrorPanel, Icon, PageContainer, Skeleton } from '@campus/ui';
import { ItemDetails } from '../features/detail/ItemDetails';
import { parseItemId, useItem } from '../features/detail/useItem';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-weight: 600;
  text-decoration: none;
`;

function NotFound() {
  return (
    <EmptyState
      icon="shopping-bag"
      title="Item Not Found"
      message="This item may have been removed or doesn't exist."
      action={
        <Button as={Link} to={paths.marketplace} variant="outline">
          Back to Marketplace
        </Button>
      }
    />
  );
}

/** /marketplace/{itemId} */
export default function ItemDetailPage() {
  const id = parseItemId(useParams().itemId);
  const { data, isPending, isError, error, refetch } = useItem(id);

  let body;
  if (id === null || (isError && isApiError(error) && error.status === 404)) body = <NotFound />;
  else if (isPending) body = <Skeleton height={420} radius="14px" />;
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
