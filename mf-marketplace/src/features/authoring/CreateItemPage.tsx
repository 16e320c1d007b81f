import { Link, useNavigate } from 'react-router';
import { paths, type MarketplaceItemCreate } from '@campus/contracts';
import { Button, FormPage, PageContainer, SectionBoundary, sendWithToasts } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useCreateItem } from '../../api/item-writes';
import { EMPTY_ITEM_FORM } from './item-form-values';
import { ItemForm } from './ItemForm';

const TITLE = 'List an Item for Sale';

/**
 * /marketplace/create (guarded: visitors sign in first and come back): the signed-in student lists an
 * item; success says 'Item created' and opens the marketplace.
 */
export function CreateItemPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { mutateAsync: createItem } = useCreateItem();

  const submit = async (body: MarketplaceItemCreate) => {
    await sendWithToasts(() => createItem(body), toast, {
      done: { title: 'Item created', description: 'Your item has been listed on the marketplace' },
      failedTitle: 'Error creating item',
    });
    navigate(paths.marketplace);
  };

  return (
    <PageContainer>
      <FormPage
        title={TITLE}
        subtitle="Sell textbooks, furniture, electronics and more to students on your campus."
      >
        <SectionBoundary name="the item form">
          <ItemForm
            name={TITLE}
            initial={EMPTY_ITEM_FORM}
            submitLabel="List Item for Sale"
            busyLabel="Creating..."
            onSubmit={submit}
            onSignedOut={() => navigate(paths.auth(paths.marketplaceCreate))}
            secondaryAction={
              <Button as={Link} to={paths.marketplace} variant="outline" size="lg">
                Cancel
              </Button>
            }
          />
        </SectionBoundary>
      </FormPage>
    </PageContainer>
  );
}
