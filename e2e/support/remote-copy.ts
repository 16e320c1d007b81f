import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './ship';

/** What a remote's folder holds besides its build and its installed packages. */
const REMOTE_PARTS = [
  'src',
  'test',
  'package.json',
  'tsconfig.json',
  'jest.config.cjs',
  'rspack.config.cjs',
  'remote.json',
];

/**
 * A workspace where a journey changes a remote without touching the repository: every entry of the
 * repository's root linked, except `folder` (a copy of its sources, its node_modules linked) and, with
 * `copyContracts`, contracts (a copy of its sources, so a journey can change them; the copy's remote
 * depends on it). Ship it with `--source <workspace>/<folder>`: its type-check, lint and tests run on
 * the copy, from the workspace's root as from the repository's.
 */
export function remoteWorkspace(folder: string, { copyContracts = false } = {}) {
  const root = mkdtempSync(join(tmpdir(), `campus-${folder}-copy-`));
  const links: string[] = [];
  const link = (target: string, path: string) => {
    symlinkSync(target, path);
    links.push(path);
  };
  const copied = new Set([folder, ...(copyContracts ? ['contracts'] : [])]);
  for (const entry of readdirSync(repoRoot)) {
    if (entry === '.git' || copied.has(entry)) continue;
    link(join(repoRoot, entry), join(root, entry));
  }
  const remote = join(root, folder);
  for (const part of REMOTE_PARTS)
    if (existsSync(join(repoRoot, folder, part)))
      cpSync(join(repoRoot, folder, part), join(remote, part), { recursive: true });
  if (copyContracts) {
    const contracts = join(root, 'contracts');
    for (const part of ['src', 'data', 'package.json', 'tsconfig.json', 'jest.config.cjs'])
      if (existsSync(join(repoRoot, 'contracts', part)))
        cpSync(join(repoRoot, 'contracts', part), join(contracts, part), { recursive: true });
    link(realpathSync(join(repoRoot, 'contracts/node_modules')), join(contracts, 'node_modules'));
  }
  // the remote's packages as installed, @campus/contracts being the copy when there is one
  const from = join(repoRoot, folder, 'node_modules');
  mkdirSync(join(remote, 'node_modules', '@campus'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@campus')
      for (const pkg of readdirSync(join(from, entry))) {
        const target =
          pkg === 'contracts' && copyContracts
            ? join(root, 'contracts')
            : realpathSync(join(from, entry, pkg));
        link(target, join(remote, 'node_modules', entry, pkg));
      }
    else link(realpathSync(join(from, entry)), join(remote, 'node_modules', entry));
  }
  return {
    root,
    remote,
    /** Replaces `anchor` (once) in the workspace file `path`; a journey whose anchor is gone says so. */
    edit(path: string, anchor: string, replacement: string): void {
      const file = join(root, path);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(anchor))
        throw new Error(`${path} no longer contains ${anchor}: update this journey`);
      writeFileSync(file, text.replace(anchor, replacement));
    },
    /** Removes the workspace: the links first, so nothing of the repository is ever removed through one. */
    remove(): void {
      for (const path of links) unlinkSync(path);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
