import { useMutation } from '@tanstack/react-query';
import { api as endpoints, type CurrentUser } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** POST /api/sync-session: restores the server session from the user kept in the browser. */
export function syncSession(user: CurrentUser): Promise<{ ok: true }> {
  return api.call(endpoints.syncSession, { body: { userData: user } });
}

export function useSyncSession() {
  return useMutation({ mutationFn: syncSession });
}
