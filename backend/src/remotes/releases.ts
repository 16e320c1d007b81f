import { join } from 'node:path';
import { isRecord, readJsonFile } from './json-file';

/**
 * Published remote builds (written by `scripts/ship.mjs`, read here at request time):
 *   <STATIC_ROOT>/releases/<folder>/<version>-<hash>/   a remote's dist, never overwritten
 *   <STATIC_ROOT>/releases/<folder>/<id>/release.json   { id, version, shellRuntime, publishedAt }
 *   <STATIC_ROOT>/releases/live.json                    per folder { live, canary?, previews?, history,
 *                                                       activations, ... }, replaced atomically
 * Only `live` and `canary` are read here. The rest is the ship script's: the rollback stack, the log of
 * activations its pruning decides on (scripts/ship/releases.mjs).
 */
export const releasesDir = (staticRoot: string) => join(staticRoot, 'releases');

/** A release folder's name: `<semver>-<8+ hex content hash>`, e.g. `0.1.0-3f9a1c2b`. */
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

function liveEntry(entry: unknown): LiveEntry {
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

/** live.json by remote folder (folders named as the registry names them); empty when nothing was shipped. */
export async function liveRecord(staticRoot: string): Promise<ReadonlyMap<string, LiveEntry>> {
  const record = await readJsonFile(join(releasesDir(staticRoot), 'live.json'));
  const entries = new Map<string, LiveEntry>();
  if (!isRecord(record)) return entries;
  for (const [folder, entry] of Object.entries(record)) {
    if (REMOTE_FOLDER.test(folder)) entries.set(folder, liveEntry(entry));
  }
  return entries;
}

/** The live release id of each remote folder; empty when nothing was ever shipped. */
export async function liveReleases(staticRoot: string): Promise<Map<string, string>> {
  const live = new Map<string, string>();
  for (const [folder, entry] of await liveRecord(staticRoot)) if (entry.live) live.set(folder, entry.live);
  return live;
}

/** A published release's metadata, or null when its folder or release.json is missing. */
export async function releaseMeta(
  staticRoot: string,
  folder: string,
  id: string,
): Promise<ReleaseMeta | null> {
  if (!REMOTE_FOLDER.test(folder) || !RELEASE_ID.test(id)) return null;
  const meta = await readJsonFile(join(releaseDir(staticRoot, folder, id), 'release.json'));
  if (!isRecord(meta) || typeof meta.version !== 'string') return null;
  return {
    id,
    version: meta.version,
    shellRuntime: typeof meta.shellRuntime === 'string' ? meta.shellRuntime : null,
  };
}

/** The folder of one published release (folder and id already checked by the caller). */
export const releaseDir = (staticRoot: string, folder: string, id: string) =>
  join(releasesDir(staticRoot), folder, id);
