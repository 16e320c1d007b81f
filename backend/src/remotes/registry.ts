import { join } from 'node:path';
import { REMOTE_REGISTRY, remoteRegistry, type RegistryEntry } from '@campus/contracts';
import { readJsonFile } from './json-file';

/**
 * The remote registry as it is now: `<STATIC_ROOT>/remotes.json` (the repository's, by default), read
 * again when it changes, so a remote added by `npm run new-remote` is known without a restart; the
 * registry the backend was built with when that file is missing or does not parse.
 */
export async function currentRegistry(staticRoot: string): Promise<readonly RegistryEntry[]> {
  const parsed = remoteRegistry.safeParse(await readJsonFile(join(staticRoot, 'remotes.json')));
  return parsed.success ? parsed.data.remotes : REMOTE_REGISTRY;
}

/** The registry entry of a folder (its dev port), or undefined. */
export async function registryRemote(staticRoot: string, folder: string): Promise<RegistryEntry | undefined> {
  return (await currentRegistry(staticRoot)).find((r) => r.folder === folder);
}
