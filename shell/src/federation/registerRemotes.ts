import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteManifest, forgetRemoteManifest } from './manifest';

let registered: Promise<void> | null = null;
/** Entry registered per remote name, so a later manifest re-registers only what changed. */
const entries = new Map<string, string>();
/** Remotes the backend refused (their shell runtime range is not met), with the reason. */
const refused = new Map<string, string>();

/**
 * Registers the remotes the backend's manifest names (entry URLs are never compiled into the shell).
 * A remote the manifest marks `unavailable` is not registered: its pages show the 'being updated'
 * panel. When the manifest cannot be fetched nothing is registered; loading a page then fails into the
 * fallback panel, whose 'Try again' comes back here and asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registered) {
    registered = fetchRemoteManifest()
      .then(({ remotes }) => {
        refused.clear();
        const changed: { name: string; entry: string }[] = [];
        for (const r of remotes) {
          if (r.unavailable) {
            refused.set(r.name, r.unavailable);
            continue;
          }
          const entry = new URL(r.entry, window.location.origin).href;
          if (entries.get(r.name) !== entry) changed.push({ name: r.name, entry });
          entries.set(r.name, entry);
        }
        if (changed.length) registerRemotes(changed, { force: true });
      })
      .catch((error: unknown) => {
        registered = null;
        console.error('Remote manifest unavailable', error);
      });
  }
  return registered;
}

/** Why the backend refused this remote, or undefined when it may be loaded. */
export function refusedReason(name: string): string | undefined {
  return refused.get(name);
}

/** Asks the backend again on the next load (after a refused remote's 'Try again'). */
export function forgetRemotes(): void {
  registered = null;
  forgetRemoteManifest();
}
