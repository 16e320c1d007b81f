import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type GigCreate } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigKeys } from './keys';

/** POST /api/gigs: the signed-in student's new gig; the reply carries its id. */
export function createGig(body: GigCreate): Promise<{ id: number }> {
  return api.call(endpoints.createGig, { body });
}

/** Creates a gig; every gig list (browse, home, My Gigs) is refetched when next shown. */
export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gigs', 'create'],
    mutationFn: createGig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigKeys.lists }),
  });
}
