import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { remoteManifest } from '@campus/contracts';
import { shipEnv } from './releases';

export const repoRoot = join(__dirname, '..', '..');
const run = promisify(execFile);

/** The remotes' folders, from the registry (remotes.json), read when asked: a journey may add one. */
export function remoteFolders(): string[] {
  const registry = JSON.parse(readFileSync(join(repoRoot, 'remotes.json'), 'utf8')) as {
    remotes: Array<{ folder: string }>;
  };
  return registry.remotes.map((r) => r.folder);
}

/**
 * A STATIC_ROOT of a journey's own (the repo's built folders, linked), so the releases it publishes never
 * reach the repo's `releases/` or another journey. `remove` unlinks the folders first: the repo's own
 * folders must never be removed through the links.
 */
export function linkedStaticRoot(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const folders = ['shell', ...remoteFolders()];
  for (const folder of folders) symlinkSync(join(repoRoot, folder), join(path, folder), 'dir');
  return {
    path,
    remove() {
      for (const folder of folders) unlinkSync(join(path, folder));
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run ship mf-gigs ...` into a static root, its gate asking the product at `site`, resolving to what
 * it printed. Asynchronous on purpose: a synchronous child blocks the test's event loop, so fetch's idle
 * keep-alive socket outlives the server's keep-alive timeout unnoticed and the next request fails with
 * 'other side closed'.
 */
export async function shipGigs(staticRoot: string, site: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/ship.mjs'), 'mf-gigs', ...args], {
    env: { ...shipEnv(site), STATIC_ROOT: staticRoot, SHIP_SITE: site },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** As shipGigs, resolving whether it succeeds or not: its exit code and everything it printed. */
export async function shipGigsResult(
  staticRoot: string,
  site: string,
  ...args: string[]
): Promise<{ code: number; output: string }> {
  try {
    return { code: 0, output: await shipGigs(staticRoot, site, ...args) };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: unknown; stderr?: unknown };
    const code = typeof failed.code === 'number' ? failed.code : 1;
    return { code, output: `${String(failed.stdout ?? '')}${String(failed.stderr ?? error)}` };
  }
}

/** Runs a command to its end without blocking the event loop (see shipGigs); its stderr is passed on. */
export async function runCommand(command: string, args: string[], cwd: string): Promise<void> {
  // a build's output can be long: room for it (the default is 1 MB, past which the child is killed)
  const child = run(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  child.child.stderr?.pipe(process.stderr);
  await child;
}

/** The remote entry of mf-gigs that the product's manifest serves now. */
export async function liveGigsEntry(productUrl: string): Promise<string> {
  const res = await fetch(`${productUrl}/api/remotes`);
  const gigs = remoteManifest.parse(await res.json()).remotes.find((r) => r.name === 'mf_gigs');
  return gigs?.entry ?? '';
}
