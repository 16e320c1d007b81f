import { useContext, useEffect, useSyncExternalStore } from 'react';
import {
  fetchRemoteManifest,
  remoteManifestState,
  subscribeRemoteManifest,
  type ManifestState,
} from './manifest';
import { ServerRenderContext } from './serverRender';

/**
 * The live manifest as far as it is known (normally at once: it is embedded in the page); when it is
 * not, it is asked for. `retry` asks again after a failure.
 */
export function useRemoteManifest(): ManifestState & { retry(): void } {
  const server = useContext(ServerRenderContext);
  // On the server the request's manifest; in the browser's hydration the same one, embedded in the page.
  const state = useSyncExternalStore(
    subscribeRemoteManifest,
    remoteManifestState,
    server ? () => server.manifest : remoteManifestState,
  );
  const unknown = state.manifest === null && !state.failed;
  useEffect(() => {
    if (unknown) fetchRemoteManifest().catch(() => undefined);
  }, [unknown]);
  return { ...state, retry: retryManifest };
}

function retryManifest(): void {
  fetchRemoteManifest().catch(() => undefined);
}
