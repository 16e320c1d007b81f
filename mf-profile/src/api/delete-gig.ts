import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api as endpoints, queryKeys } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** DELETE /api/gigs/{id}: the provider removes their gig. */
export function deleteGig(id: number): Promise<{ ok: true }> {
  return api.call(endpoints.deleteGig, { params: { id } });
}

/**
 * Deletes a gig; settles once every gig query shown has been refetched (the provider's list no longer
 * has it) and the others are marked stale (browse, home, its page).
 */
export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gigs', 'delete'],
    mutationFn: deleteGig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gigs.all }),
  });
}
