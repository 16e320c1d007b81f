import { Link, useNavigate, useParams } from 'react-router';
import { paths, type MarketplaceItem, type MarketplaceItemUpdate, parseRouteId } from '@campus/contracts';
import {
  Button,
  EditGate,
  FormPage,
  FormPageSkeleton,
  NotYours,
  PageContainer,
  SectionBoundary,
  sendWithToasts,
} from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useUpdateItem } from '../../api/item-writes';
import { ItemNotFound, useItem } from '../detail';
import { valuesFromItem } from './item-form-values';
import { ItemForm } from './ItemForm';

const TITLE = 'Edit Marketplace Item';

function EditForm({ item }: { item: MarketplaceItem }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: updateItem } = useUpdateItem();

  const submit = async (body: MarketplaceItemUpdate) => {
    await sendWithToasts(() => updateItem({ id: item.id, body }), toast, {
      done: { title: 'Item updated', description: 'Your marketplace listing has been updated successfully' },
      failedTitle: 'Error updating item',
    });
    navigate(paths.marketplaceItem(item.id));
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
  return (
    <EditGate
      query={useItem(id)}
      loading={<FormPageSkeleton label="Loading item" panelHeight={640} />}
      notFound={<ItemNotFound headingLevel="h1" />}
      failedMessage="Failed to load the item. Please try again."
      notYours={(item) => (
        <NotYours
          title="You can only edit your own listings"
          recordTitle={item.title}
          backTo={paths.marketplaceItem(item.id)}
          backLabel="Back to the item"
        />
      )}
    >
      {(item) => <EditForm item={item} />}
    </EditGate>
  );
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
