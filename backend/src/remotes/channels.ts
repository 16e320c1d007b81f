import type { RemoteChannel } from '@campus/contracts';
import { LOCAL, type Previews } from './preview-cookie';
import type { LiveEntry, ReleaseMeta } from './releases';
import type { ReleaseView } from './store';
import { canaryBucket } from './visitor';

/** Who asks, and what their browser chose. */
export interface Visit {
  visitor: string;
  previews: Previews;
  /** LOCAL_REMOTES is on. */
  localRemotes: boolean;
}

/** Which version of one remote a visitor gets. `release` null: the built dist of a never-shipped remote. */
export type ServedVersion =
  { channel: 'local' } | { channel: Exclude<RemoteChannel, 'local'>; release: ReleaseMeta | null };

/**
 * preview (the browser's cookie names a published release of the remote) > local (the cookie says
 * local, LOCAL_REMOTES is on and the remote has a dev port) > canary (the visitor's bucket is below the
 * canary's share) > live. A choice naming nothing that exists falls through to the next.
 */
export async function chooseVersion(
  view: ReleaseView,
  remote: { folder: string; devPort: number | null },
  entry: LiveEntry | undefined,
  visit: Visit,
): Promise<ServedVersion> {
  const { folder } = remote;
  const chosen = visit.previews.get(folder);
  if (chosen === LOCAL) {
    if (visit.localRemotes && remote.devPort !== null) return { channel: 'local' };
  } else if (chosen !== undefined) {
    const release = view.meta(folder, chosen);
    if (release) return { channel: 'preview', release };
  }
  if (entry?.canary && canaryBucket(visit.visitor, folder) < entry.canary.share) {
    const release = view.meta(folder, entry.canary.id);
    if (release) return { channel: 'canary', release };
  }
  const release = entry?.live ? view.meta(folder, entry.live) : null;
  return { channel: 'live', release };
}
