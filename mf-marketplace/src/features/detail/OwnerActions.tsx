import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { errorMessage, paths, type ItemStatus, type MarketplaceItem } from '@campus/contracts';
import { Button, ConfirmDialog, Icon, Label, Select, Spinner } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useDeleteItem, useSetItemStatus } from '../../api/item-writes';
import { STATUS_LABELS } from './status';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
`;

const StatusRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  label {
    white-space: nowrap;
  }
  > div {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

/** The spec's texts of the delete confirmation and its outcomes (sections 2 and 8). */
export const DELETE_TEXT = {
  title: 'Are you sure?',
  message: 'This will permanently delete your listing from the marketplace. This action cannot be undone.',
  deleted: { title: 'Item deleted', description: 'Your item has been removed from the marketplace' },
  failedTitle: 'Error',
  failed: 'Failed to delete the item',
} as const;

/**
 * What the seller can do with their item (shown when the reply's `canEdit` says so): Edit Listing,
 * Delete Listing after the 'Are you sure?' confirmation, and the listing's status (available, pending,
 * sold) changed in place.
 */
export function OwnerActions({ item }: { item: MarketplaceItem }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteItem();
  const status = useSetItemStatus();

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast(DELETE_TEXT.deleted);
        navigate(paths.marketplace);
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: DELETE_TEXT.failedTitle,
          description: errorMessage(error, DELETE_TEXT.failed),
          variant: 'destructive',
        });
      },
    });

  const changeStatus = (next: ItemStatus) =>
    status.mutate(
      { id: item.id, status: next },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Status updated',
            description: `Your listing is now marked as ${STATUS_LABELS[updated.status].toLowerCase()}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error updating item',
            description: errorMessage(error, 'Failed to update the status. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Stack>
      <Buttons>
        <Button as={Link} to={paths.marketplaceEdit(item.id)} variant="outline">
          <Icon name="pencil" size={16} />
          Edit Listing
        </Button>
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
          <Icon name="trash" size={16} />
          Delete Listing
        </Button>
      </Buttons>
      <StatusRow>
        <Label htmlFor="item-status">Listing status</Label>
        <div>
          <Select
            id="item-status"
            value={item.status}
            disabled={status.isPending}
            aria-busy={status.isPending}
            onChange={(e) => changeStatus(e.target.value as ItemStatus)}
          >
            {(Object.keys(STATUS_LABELS) as ItemStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
          {status.isPending && <Spinner size="sm" decorative />}
        </div>
      </StatusRow>
      {confirming && (
        <ConfirmDialog
          title={DELETE_TEXT.title}
          message={DELETE_TEXT.message}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
