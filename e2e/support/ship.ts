import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { remoteManifest } from '@campus/contracts';

export const repoRoot = join(__dirname, '..', '..');
const FOLDERS = ['shell', 'mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];
const run = promisify(execFile);

/**
 * A STATIC_ROOT of a journey's own (the repo's built folders, linked), so the releases it publishes never
 * reach the repo's `releases/` or another journey. `remove` unlinks the folders first: the repo's own
 * folders must never be removed through the links.
 */
export function linkedStaticRoot(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  for (const folder of FOLDERS) symlinkSync(join(repoRoot, folder), join(path, folder), 'dir');
  return {
    path,
    remove() {
      for (const folder of FOLDERS) unlinkSync(join(path, folder));
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run ship mf-gigs ...` into a static root, resolving to what it printed. Asynchronous on purpose: a
 * synchronous child blocks the test's event loop, so fetch's idle keep-alive socket outlives the server's
 * keep-alive timeout unnoticed and the next request fails with 'other side closed'.
 */
export async function shipGigs(staticRoot: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/ship.mjs'), 'mf-gigs', ...args], {
    env: { ...process.env, STATIC_ROOT: staticRoot },
    encoding: 'utf8',
  });
  return stdout;
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
