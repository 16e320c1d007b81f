import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api as endpoints,
  type ItemStatus,
  type MarketplaceItem,
  type MarketplaceItemCreate,
  type MarketplaceItemUpdate,
} from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { itemQueryOptions } from './get-item';
import { itemKeys } from './keys';

/** POST /api/marketplace: the signed-in student's new item (always 'available'); the reply is the item. */
export function createItem(body: MarketplaceItemCreate): Promise<MarketplaceItem> {
  return api.call(endpoints.createMarketplaceItem, { body });
}

/** PUT /api/marketplace/{id}: replaces every field (its seller only); the reply is the item. */
export function updateItem({
  id,
  body,
}: {
  id: number;
  body: MarketplaceItemUpdate;
}): Promise<MarketplaceItem> {
  return api.call(endpoints.updateMarketplaceItem, { params: { id }, body });
}

/** PUT /api/marketplace/{id}/status: the seller marks the item available, pending or sold. */
export function setItemStatus({ id, status }: { id: number; status: ItemStatus }): Promise<MarketplaceItem> {
  return api.call(endpoints.setMarketplaceItemStatus, { params: { id }, body: { status } });
}

/** DELETE /api/marketplace/{id} (its seller only). */
export async function deleteItem(id: number): Promise<void> {
  await api.call(endpoints.deleteMarketplaceItem, { params: { id } });
}

/** A write that answers with the item: its page shows the reply at once, the lists refetch. */
function useItemWrite<V>(key: string, write: (variables: V) => Promise<MarketplaceItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketplace', key],
    mutationFn: write,
    onSuccess: async (item) => {
      queryClient.setQueryData(itemQueryOptions(item.id).queryKey, item);
      await queryClient.invalidateQueries({ queryKey: itemKeys.lists });
    },
  });
}

export const useCreateItem = () => useItemWrite('create', createItem);
export const useUpdateItem = () => useItemWrite('update', updateItem);
export const useSetItemStatus = () => useItemWrite('status', setItemStatus);

/** Deletes an item: its page is forgotten and the lists refetch. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['marketplace', 'delete'],
    mutationFn: deleteItem,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: itemQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: itemKeys.lists });
    },
  });
}
