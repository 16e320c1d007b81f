import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, queryKeys, type Gig, type GigStatus } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** PUT /api/gigs/{id}/status: pause ('inactive': out of browse, not bookable) or resume ('active'). */
export function setGigStatus({ id, status }: { id: number; status: GigStatus }): Promise<Gig> {
  return api.call(endpoints.setGigStatus, { params: { id }, body: { status } });
}

/** Pauses or resumes a gig; settles once the gig queries shown have been refetched. */
export function useSetGigStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gigs', 'status'],
    mutationFn: setGigStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gigs.all }),
  });
}
