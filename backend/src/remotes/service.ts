import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES, type RemoteManifest } from '@campus/contracts';

export type RemoteFolder = keyof typeof REMOTES;
export const REMOTE_FOLDERS = Object.keys(REMOTES) as RemoteFolder[];

async function packageVersion(dir: string): Promise<string> {
  try {
    const pkg: unknown = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string')
      return pkg.version;
  } catch {
    // a remote without a readable package.json is still listed, so the shell can show its error panel
  }
  return '0.0.0';
}

/**
 * The five remotes with their entry under `/mf/<folder>/` and the version of their package. Read on
 * every call, so a remote ships by replacing its folder, with no restart and no shell rebuild.
 * Remotes whose dist is missing are listed all the same: the shell shows its error panel for them.
 */
export async function remoteManifest(staticRoot: string): Promise<RemoteManifest> {
  const remotes = await Promise.all(
    REMOTE_FOLDERS.map(async (folder) => ({
      name: REMOTES[folder],
      entry: `/mf/${folder}/remoteEntry.js`,
      version: await packageVersion(join(staticRoot, folder)),
    })),
  );
  return { remotes };
}
