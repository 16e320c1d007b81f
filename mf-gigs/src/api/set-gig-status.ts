import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, type Gig, type GigStatus } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { gigQueryOptions } from './get-gig';
import { gigKeys } from './keys';

/** PUT /api/gigs/{id}/status: pause ('inactive': out of browse, not bookable) or resume ('active'). */
export function setGigStatus({ id, status }: { id: number; status: GigStatus }): Promise<Gig> {
  return api.call(endpoints.setGigStatus, { params: { id }, body: { status } });
}

/** Pauses or resumes a gig: its page shows the reply, and the lists are refetched when next shown. */
export function useSetGigStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gigs', 'status'],
    mutationFn: setGigStatus,
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigQueryOptions(gig.id).queryKey, gig);
      await queryClient.invalidateQueries({ queryKey: gigKeys.lists });
    },
  });
}
