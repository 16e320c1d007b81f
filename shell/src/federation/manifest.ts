import { api as endpoints, remoteManifest, type RemoteManifest } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** The data block the backend writes into every page (backend/src/static/page.ts). */
const EMBEDDED_ID = 'campus-remotes';

/** What the shell knows of the live manifest: the last one read (null before any), and whether asking failed. */
export interface ManifestState {
  manifest: RemoteManifest | null;
  failed: boolean;
}

let state: ManifestState = { manifest: null, failed: false };
let pending: Promise<RemoteManifest> | null = null;
const listeners = new Set<() => void>();

function setState(next: ManifestState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The live manifest the backend embedded in the page, once: the element is removed as it is read, so
 * a later call (a retry, a refresh after 'Try again') asks the backend. Null when there is none or it
 * does not parse.
 */
function takeEmbeddedManifest(): RemoteManifest | null {
  const element = document.getElementById(EMBEDDED_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = remoteManifest.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The remote manifest: on first load the one embedded in the page, otherwise GET /api/remotes, once;
 * a failed fetch is forgotten so the next attempt asks again.
 */
export function fetchRemoteManifest(): Promise<RemoteManifest> {
  if (!pending) {
    const embedded = takeEmbeddedManifest();
    if (embedded) {
      setState({ manifest: embedded, failed: false });
      pending = Promise.resolve(embedded);
    } else {
      if (state.failed) setState({ ...state, failed: false });
      const asked = api.call(endpoints.remotes);
      pending = asked;
      asked.then(
        (manifest) => {
          if (pending === asked) setState({ manifest, failed: false });
        },
        () => {
          if (pending === asked) {
            pending = null;
            setState({ ...state, failed: true });
          }
        },
      );
    }
  }
  return pending;
}

/** The next fetchRemoteManifest() asks the backend again (what is known stays until the answer). */
export function forgetRemoteManifest(): void {
  pending = null;
}

/**
 * What is known now, without waiting: the embedded manifest is read at the first call, so the router
 * and menus have it at boot with no round trip.
 */
export function remoteManifestState(): ManifestState {
  if (!state.manifest && !pending) {
    const embedded = takeEmbeddedManifest();
    if (embedded) {
      pending = Promise.resolve(embedded);
      state = { manifest: embedded, failed: false };
    }
  }
  return state;
}

/** Calls `listener` whenever the known manifest changes; returns the unsubscribe. */
export function subscribeRemoteManifest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the known manifest directly (component tests; there is no page to embed it in). */
export function setRemoteManifest(manifest: RemoteManifest | null): void {
  pending = manifest ? Promise.resolve(manifest) : null;
  setState({ manifest, failed: false });
}
