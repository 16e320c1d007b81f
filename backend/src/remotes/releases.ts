import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Published remote builds (written by `scripts/ship.mjs`, read here at request time):
 *   <STATIC_ROOT>/releases/<folder>/<version>-<hash>/   a remote's dist, never overwritten
 *   <STATIC_ROOT>/releases/<folder>/<id>/release.json   { id, version, shellRuntime, publishedAt }
 *   <STATIC_ROOT>/releases/live.json                    { "<folder>": { live, activatedAt, history,
 *                                                       activations } }, replaced atomically (renamed over)
 * Only `live` is read here. The rest is the ship script's: the rollback stack (`history`) and the log of
 * activations with their times, which its pruning of old versions decides on (scripts/ship/releases.mjs).
 */
export const releasesDir = (staticRoot: string) => join(staticRoot, 'releases');

/** A release folder's name: `<semver>-<8+ hex content hash>`, e.g. `0.1.0-3f9a1c2b`. */
export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8,}$/;

export interface ReleaseMeta {
  id: string;
  version: string;
  /** Semver range of the shell runtime the build needs (its package.json `campus.shellRuntime`). */
  shellRuntime: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The live release id of each remote folder; empty when nothing was ever shipped. */
export async function liveReleases(staticRoot: string): Promise<Map<string, string>> {
  const record = await readJson(join(releasesDir(staticRoot), 'live.json'));
  const live = new Map<string, string>();
  if (!isRecord(record)) return live;
  for (const [folder, entry] of Object.entries(record)) {
    if (isRecord(entry) && typeof entry.live === 'string' && RELEASE_ID.test(entry.live))
      live.set(folder, entry.live);
  }
  return live;
}

/** A published release's metadata, or null when its folder or release.json is missing. */
export async function releaseMeta(
  staticRoot: string,
  folder: string,
  id: string,
): Promise<ReleaseMeta | null> {
  if (!RELEASE_ID.test(id)) return null;
  const meta = await readJson(join(releasesDir(staticRoot), folder, id, 'release.json'));
  if (!isRecord(meta) || typeof meta.version !== 'string') return null;
  return {
    id,
    version: meta.version,
    shellRuntime: typeof meta.shellRuntime === 'string' ? meta.shellRuntime : null,
  };
}
