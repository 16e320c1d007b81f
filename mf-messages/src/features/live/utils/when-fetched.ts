import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Runs `apply` again once the fetch under way for `queryKey` (if any) has finished. A live update
 * written into the cache while a reply is on its way would be lost when that reply, read before the
 * update happened, replaces the cache (a page of older messages is added to the pages as they were when
 * it was asked for); the updates are idempotent, so applying one twice is harmless.
 */
export function reapplyAfterFetch(client: QueryClient, queryKey: QueryKey, apply: () => void): void {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.state.fetchStatus === 'idle') return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed' || query.state.fetchStatus === 'idle') {
      unsubscribe();
      if (event.type !== 'removed') apply();
    }
  });
}
