import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { REMOTES, type RemoteManifest } from '@campus/contracts';
import { liveReleases, releaseMeta } from './releases';

export type RemoteFolder = keyof typeof REMOTES;
export const REMOTE_FOLDERS = Object.keys(REMOTES) as RemoteFolder[];

interface PackageInfo {
  version: string;
  /** `campus.shellRuntime`: the range of the shell runtime a remote needs. */
  shellRuntime: string | null;
}

async function packageInfo(dir: string): Promise<PackageInfo> {
  const info: PackageInfo = { version: '0.0.0', shellRuntime: null };
  try {
    const pkg: unknown = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    if (pkg && typeof pkg === 'object') {
      if ('version' in pkg && typeof pkg.version === 'string') info.version = pkg.version;
      if ('campus' in pkg && pkg.campus && typeof pkg.campus === 'object' && 'shellRuntime' in pkg.campus) {
        const range = pkg.campus.shellRuntime;
        if (typeof range === 'string') info.shellRuntime = range;
      }
    }
  } catch {
    // a remote without a readable package.json is still listed, so the shell can show its error panel
  }
  return info;
}

/** Why a remote needing `range` cannot run on the shell runtime `shell`, or undefined when it can. */
export function runtimeRefusal(range: string | null, shell: string): string | undefined {
  if (range === null) return undefined;
  if (!semver.validRange(range)) return `its shell runtime range "${range}" is not a valid semver range`;
  if (semver.satisfies(shell, range, { includePrerelease: true })) return undefined;
  return `it needs shell runtime ${range}; the live shell runtime is ${shell}`;
}

/**
 * The five remotes with their entry and version, read on every call so a remote ships (or rolls back)
 * with no restart and no shell rebuild. A remote with a live release (`releases/live.json`, written by
 * `npm run ship`) is served from its versioned folder `/mf/<folder>/<version>-<hash>/`; one that was
 * never shipped from its freshly built `<folder>/dist` at `/mf/<folder>/`. A remote whose declared
 * shell runtime range the live shell (shell/package.json's version) does not satisfy is listed with
 * `unavailable` and its reason: the shell shows its error panel instead of loading it. Remotes whose
 * dist is missing are listed all the same: the shell shows its error panel for them.
 */
export async function remoteManifest(staticRoot: string): Promise<RemoteManifest> {
  const [live, shell] = await Promise.all([liveReleases(staticRoot), packageInfo(join(staticRoot, 'shell'))]);
  const remotes = await Promise.all(
    REMOTE_FOLDERS.map(async (folder) => {
      const id = live.get(folder);
      const release = id ? await releaseMeta(staticRoot, folder, id) : null;
      const built = release ? null : await packageInfo(join(staticRoot, folder));
      const unavailable = runtimeRefusal(
        release ? release.shellRuntime : (built?.shellRuntime ?? null),
        shell.version,
      );
      return {
        name: REMOTES[folder],
        entry: release ? `/mf/${folder}/${release.id}/remoteEntry.js` : `/mf/${folder}/remoteEntry.js`,
        version: release ? release.id : (built?.version ?? '0.0.0'),
        ...(unavailable ? { unavailable } : {}),
      };
    }),
  );
  return { remotes };
}
