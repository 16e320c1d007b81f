import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteManifest } from './manifest';

let registered: Promise<void> | null = null;

/**
 * Registers the remotes the backend's manifest names (entry URLs are never compiled into the shell).
 * When the manifest cannot be fetched nothing is registered; loading a page then fails into the
 * fallback panel, whose 'Try again' comes back here and asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registered) {
    registered = fetchRemoteManifest()
      .then(({ remotes }) => {
        registerRemotes(
          remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, window.location.origin).href })),
          { force: true },
        );
      })
      .catch((error: unknown) => {
        registered = null;
        console.error('Remote manifest unavailable', error);
      });
  }
  return registered;
}
