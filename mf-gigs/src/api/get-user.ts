import { queryOptions, useQuery } from '@tanstack/react-query';
import { api as endpoints, type PublicUser } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** GET /api/users/{id}: public fields only. */
export function getUser(id: number, signal?: AbortSignal): Promise<PublicUser> {
  return api.call(endpoints.user, { params: { id }, signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
