import { api as endpoints, remoteManifest, type RemoteManifest } from '@campus/contracts';
import { api } from '@campus/shell/runtime';

/** The data block the backend writes into every page (backend/src/static/page.ts). */
const EMBEDDED_ID = 'campus-remotes';

let pending: Promise<RemoteManifest> | null = null;

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
    pending = embedded
      ? Promise.resolve(embedded)
      : api.call(endpoints.remotes).catch((error: unknown) => {
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
