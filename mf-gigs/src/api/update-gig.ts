import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type Gig, type GigUpdate } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigQueryOptions } from './get-gig';
import { gigKeys } from './keys';

/** PUT /api/gigs/{id}: replaces every field of the gig (its provider only); the reply is the gig. */
export function updateGig({ id, body }: { id: number; body: GigUpdate }): Promise<Gig> {
  return api.call(endpoints.updateGig, { params: { id }, body });
}

/** Saves a gig: its page shows the reply at once, and the lists are refetched when next shown. */
export function useUpdateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gigs', 'update'],
    mutationFn: updateGig,
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigQueryOptions(gig.id).queryKey, gig);
      await queryClient.invalidateQueries({ queryKey: gigKeys.lists });
    },
  });
}
