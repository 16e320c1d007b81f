import type { QueryClient } from '@tanstack/react-query';
import {
  formatUsd,
  parseRouteId,
  type PageHead,
  type ServerPageRequest,
  type ServerPages,
} from '@campus/contracts';
import { itemQueryOptions } from './api/get-item';
import { itemCategoriesQueryOptions, itemConditionsQueryOptions } from './api/item-options';
import { readFilters } from './features/list/filters';
import { itemCardImage } from './features/list/ItemCard';
import { MARKETPLACE_SUBTITLE, MARKETPLACE_TITLE } from './features/list/MarketplacePage';
import { itemsQueryOptions } from './features/list/useItems';

/** /marketplace: the filters of the address, exactly as the page reads them (use-item-filters). */
const listFilters = (request: ServerPageRequest) => readFilters(new URLSearchParams(request.search));

/** /marketplace/:itemId and /marketplace/edit/:itemId: the item's id as the pages parse it, or null. */
const routeItemId = (request: ServerPageRequest) => parseRouteId(request.params.itemId);

/** The filter panel's and the item form's choices. */
const prefetchOptions = (client: QueryClient) => [
  client.prefetchQuery(itemCategoriesQueryOptions()),
  client.prefetchQuery(itemConditionsQueryOptions()),
];

function listHead(request: ServerPageRequest, client: QueryClient): PageHead {
  const first = client.getQueryData(itemsQueryOptions(listFilters(request)).queryKey)?.pages[0]?.items[0];
  const photo = first && itemCardImage(first);
  return {
    title: MARKETPLACE_TITLE,
    description: `${MARKETPLACE_SUBTITLE} Bought through escrow from verified .edu students.`,
    // The first card's photo is above the fold on a phone (the header and the collapsed filters come
    // first), as ItemCard asks for it.
    ...(photo ? { largestImage: { src: photo } } : {}),
  };
}

function itemHead(request: ServerPageRequest, client: QueryClient): PageHead | null {
  const id = routeItemId(request);
  const item = id === null ? undefined : client.getQueryData(itemQueryOptions(id).queryKey);
  if (!item) return null;
  // Gallery's large photo: the first one, its own address, no srcset.
  const photo = item.images?.[0];
  return {
    title: item.title,
    description: `${formatUsd(item.price)} · ${item.condition} · ${item.description}`,
    type: 'product',
    ...(photo ? { image: photo, largestImage: { src: photo } } : {}),
  };
}

/** mf-marketplace's pages for the server renderer: what each first screen reads, and the public pages' heads. */
const serverPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    switch (request.page) {
      case './MarketplacePage':
        // the filter panel is mounted (only folded away on phones): its choices are read too
        await Promise.all([
          client.prefetchInfiniteQuery(itemsQueryOptions(listFilters(request))),
          ...prefetchOptions(client),
        ]);
        return;
      case './ItemDetailPage': {
        const id = routeItemId(request);
        if (id !== null) await client.prefetchQuery(itemQueryOptions(id));
        return;
      }
      case './EditItemPage': {
        const id = routeItemId(request);
        if (id === null) return;
        await client.prefetchQuery(itemQueryOptions(id));
        // the form (and its choices) only for the item's seller, as the server's canEdit says
        if (client.getQueryData(itemQueryOptions(id).queryKey)?.canEdit)
          await Promise.all(prefetchOptions(client));
        return;
      }
      case './CreateItemPage':
        await Promise.all(prefetchOptions(client));
        return;
      default:
        return;
    }
  },
  head(request, client) {
    if (request.page === './MarketplacePage') return listHead(request, client);
    if (request.page === './ItemDetailPage') return itemHead(request, client);
    return null; // signed-in forms: the route's title
  },
};

export default serverPages;
