import { isRecord } from './json-file';

/**
 * Published remote builds and the live record, as `scripts/ship.mjs` writes them into PostgreSQL
 * (remote_releases, remote_release_files, remote_live; read through store.ts):
 *   a release   `<version>-<hash>` of a folder: its dist's files, never changed, and its release.json
 *               { id, version, shellRuntime, publishedAt }
 *   live record per folder { live, canary?, previews?, history, activations, ... } (a live.json entry)
 * Only `live` and `canary` are read here. The rest is the ship script's: the rollback stack, the log of
 * activations its pruning decides on (scripts/ship/releases.mjs).
 */

/** A release id: `<semver>-<8+ hex content hash>`, e.g. `0.1.0-3f9a1c2b`. */
export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8,}$/;

/** A remote's package folder, as the registry spells it (contracts' registryEntry). */
export const REMOTE_FOLDER = /^mf-[a-z][a-z0-9-]*$/;

export interface ReleaseMeta {
  id: string;
  version: string;
  /** Semver range of the shell runtime the build needs (its package.json `campus.shellRuntime`). */
  shellRuntime: string | null;
}

export interface LiveEntry {
  /** The release everyone gets (null: never shipped, or unreadable). */
  live: string | null;
  /** A release a share (0..100 %) of visitors gets instead. */
  canary: { id: string; share: number } | null;
}

/** One remote's live record as the backend uses it; anything unreadable counts as absent. */
export function liveEntry(entry: unknown): LiveEntry {
  if (!isRecord(entry)) return { live: null, canary: null };
  const live = typeof entry.live === 'string' && RELEASE_ID.test(entry.live) ? entry.live : null;
  const c = entry.canary;
  const canary =
    isRecord(c) &&
    typeof c.id === 'string' &&
    RELEASE_ID.test(c.id) &&
    typeof c.share === 'number' &&
    c.share >= 0 &&
    c.share <= 100
      ? { id: c.id, share: c.share }
      : null;
  return { live, canary };
}
