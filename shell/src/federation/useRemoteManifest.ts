import { useEffect, useSyncExternalStore } from 'react';
import {
  fetchRemoteManifest,
  remoteManifestState,
  subscribeRemoteManifest,
  type ManifestState,
} from './manifest';

/**
 * The live manifest as far as it is known (normally at once: it is embedded in the page); when it is
 * not, it is asked for. `retry` asks again after a failure.
 */
export function useRemoteManifest(): ManifestState & { retry(): void } {
  const state = useSyncExternalStore(subscribeRemoteManifest, remoteManifestState, remoteManifestState);
  const unknown = state.manifest === null && !state.failed;
  useEffect(() => {
    if (unknown) fetchRemoteManifest().catch(() => undefined);
  }, [unknown]);
  return { ...state, retry: retryManifest };
}

function retryManifest(): void {
  fetchRemoteManifest().catch(() => undefined);
}
