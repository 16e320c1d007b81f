import { api as endpoints, type RemoteManifest } from '@campus/contracts';
import { api } from '@campus/shell/kit';

let pending: Promise<RemoteManifest> | null = null;

/** GET /api/remotes, once; a failed fetch is forgotten so the next attempt asks again. */
export function fetchRemoteManifest(): Promise<RemoteManifest> {
  if (!pending) {
    pending = api.call(endpoints.remotes).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

/** The next fetchRemoteManifest() asks the backend again. */
export function forgetRemoteManifest(): void {
  pending = null;
}
