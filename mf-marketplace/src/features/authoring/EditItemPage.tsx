import { Link, useNavigate, useParams } from 'react-router';
import {
  errorMessage,
  isApiError,
  paths,
  type MarketplaceItem,
  type MarketplaceItemUpdate,
  parseRouteId,
} from '@campus/contracts';
import {
  Button,
  EmptyState,
  ErrorPanel,
  FormPage,
  FormPageSkeleton,
  Icon,
  PageContainer,
  SectionBoundary,
} from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useUpdateItem } from '../../api/item-writes';
import { ItemNotFound, useItem } from '../detail';
import { valuesFromItem } from './item-form-values';
import { ItemForm } from './ItemForm';

const TITLE = 'Edit Marketplace Item';

/** Someone else's item: they may look at it, not change it. */
function NotYourItem({ item }: { item: MarketplaceItem }) {
  return (
    <EmptyState
      headingLevel="h1"
      icon="lock"
      title="You can only edit your own listings"
      message={`“${item.title}” belongs to another student, so you cannot change it.`}
      action={
        <Button as={Link} to={paths.marketplaceItem(item.id)} variant="outline">
          <Icon name="arrow-left" size={16} />
          Back to the item
        </Button>
      }
    />
  );
}

function EditForm({ item }: { item: MarketplaceItem }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: updateItem } = useUpdateItem();

  const submit = async (body: MarketplaceItemUpdate) => {
    try {
      await updateItem({ id: item.id, body });
      toast({ title: 'Item updated', description: 'Your marketplace listing has been updated successfully' });
      navigate(paths.marketplaceItem(item.id));
    } catch (error) {
      toast({
        title: 'Error updating item',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <FormPage title={TITLE} subtitle="Change what students see on your listing, or mark it as sold.">
      <SectionBoundary name="the item form">
        <ItemForm
          name={TITLE}
          initial={valuesFromItem(item)}
          withStatus
          submitLabel="Update Listing"
          busyLabel="Updating..."
          onSubmit={submit}
          onSignedOut={() => navigate(paths.auth(paths.marketplaceEdit(item.id)))}
          secondaryAction={
            <Button as={Link} to={paths.marketplaceItem(item.id)} variant="outline" size="lg">
              Cancel
            </Button>
          }
        />
      </SectionBoundary>
    </FormPage>
  );
}

function EditLoader({ id }: { id: number }) {
  const { data: item, isPending, error, refetch } = useItem(id);
  if (isPending) return <FormPageSkeleton label="Loading item" panelHeight={640} />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <ItemNotFound headingLevel="h1" />;
    return (
      <ErrorPanel
        title="Something went wrong"
        message="Failed to load the item. Please try again."
        onRetry={() => void refetch()}
      />
    );
  }
  // Whether the viewer may edit is the server's answer (`canEdit`), never worked out here from ids.
  return item.canEdit ? <EditForm item={item} /> : <NotYourItem item={item} />;
}

/**
 * /marketplace/edit/{itemId} (guarded): the item form, prefilled, with the status select, for the
 * item's seller; PUT /api/marketplace/{id}, then 'Item updated' and the item's page.
 */
export function EditItemPage() {
  const id = parseRouteId(useParams().itemId);
  return (
    <PageContainer>
      {id === null ? <ItemNotFound headingLevel="h1" /> : <EditLoader key={id} id={id} />}
    </PageContainer>
  );
}
