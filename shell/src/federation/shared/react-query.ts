/**
 * What the shell provides to every remote as the shared singleton '@tanstack/react-query' (one
 * QueryClient for host and remotes). Shared modules are not tree-shaken, so sharing the package would
 * ship all of it (suspense queries, hydration, useQueries...) to every visitor; this list
 * is exactly what the shell and the remotes import, checked by `facades.test.ts`.
 */
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-react-query-build';
