// The remote registry (remotes.json at the repository root) for the Node scripts: one list of remotes,
// read once. TypeScript code reads the same file through @campus/contracts (REMOTE_REGISTRY).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const registryFile = join(repoRoot, 'remotes.json');

/** [{ folder: 'mf-gigs', name: 'mf_gigs', team: '@campus/gigs-team', devPort: 3101 }, ...] */
export function readRegistry() {
  return JSON.parse(readFileSync(registryFile, 'utf8')).remotes;
}

/** The remotes' package folders: ['mf-gigs', 'mf-marketplace', ...]. */
export const remoteFolders = () => readRegistry().map((r) => r.folder);

/** One remote's registry entry, or undefined. */
export const remoteByFolder = (folder) => readRegistry().find((r) => r.folder === folder);
