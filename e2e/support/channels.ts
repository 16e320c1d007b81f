import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { remoteManifest, type RemoteChannel, type ServedRemote } from '@campus/contracts';
import { shipEnv } from './releases';
import { repoRoot } from './ship';

// Release channels (docs/decisions/feature-team-shipping.md): preview, canary, live, per visitor.

const run = promisify(execFile);

/** The first-party cookie naming a visitor (the canary's bucket is a hash of it and the folder). */
export const VISITOR_COOKIE = 'campus_visitor';
/** The cookie naming the versions a browser previews (`<folder>:<release id>`, joined by `,`). */
export const PREVIEW_COOKIE = 'campus_preview';

/** What one run of `scripts/ship.mjs` printed, and whether it succeeded. */
export interface ShipRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run ship -- <args>` into `staticRoot`, checked against the product at `site` (the gate asks the
 * running site what it serves). Resolves whether it succeeded or not: the caller says what it expects.
 * Asynchronous for the reason shipGigs gives (a synchronous child starves fetch's keep-alive sockets).
 */
export function ship(staticRoot: string, site: string, ...args: string[]): Promise<ShipRun> {
  return shipFrom(repoRoot, staticRoot, site, ...args);
}

/** As `ship`, with the ship script (and the remotes it builds) of the repository at `repo`. */
export async function shipFrom(
  repo: string,
  staticRoot: string,
  site: string,
  ...args: string[]
): Promise<ShipRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(repo, 'scripts/ship.mjs'), ...args], {
      cwd: repo,
      env: { ...shipEnv(site), STATIC_ROOT: staticRoot, SHIP_SITE: site, PORT: new URL(site).port },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: unknown; stderr?: unknown };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: String(failed.stdout ?? ''),
      stderr: String(failed.stderr ?? error),
    };
  }
}

/** What a ship printed, failing with all it said when it did not succeed. */
export async function succeeded(shipping: Promise<ShipRun>, args: string[]): Promise<string> {
  const result = await shipping;
  if (result.code !== 0)
    throw new Error(`ship ${args.join(' ')} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** As `ship`, failing with what the script said when it does not succeed. */
export function shipOk(staticRoot: string, site: string, ...args: string[]): Promise<string> {
  return succeeded(ship(staticRoot, site, ...args), args);
}

/**
 * A copy of `folder`'s built dist with a visible change: every `"<from>"` string literal in its scripts
 * reads `"<to>"` (a new content hash, so a new release). The caller removes the returned folder.
 */
export function editionOfTheBuild(folder: string, from: string, to: string): string {
  const dist = mkdtempSync(join(tmpdir(), `campus-${folder}-`));
  cpSync(join(repoRoot, folder, 'dist'), dist, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.c?js$/.test(f),
  )) {
    const text = readFileSync(join(dist, file), 'utf8');
    const next = text.replaceAll(JSON.stringify(from), JSON.stringify(to));
    if (next !== text) {
      writeFileSync(join(dist, file), next);
      changed += 1;
    }
  }
  if (!changed) throw new Error(`no script of ${folder}/dist holds "${from}": update the journey`);
  return dist;
}

/** Runs `work` with an edition of the build (editionOfTheBuild), removed afterwards. */
export async function withEdition<T>(
  folder: string,
  from: string,
  to: string,
  work: (dist: string) => Promise<T>,
): Promise<T> {
  const dist = editionOfTheBuild(folder, from, to);
  try {
    return await work(dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** The release id a ship printed for `folder` in a preview link (`/preview/<folder>/<id>`). */
export function previewLink(stdout: string, folder: string): { path: string; id: string } {
  const match = new RegExp(`/preview/${folder}/([0-9][\\w.+-]*-[0-9a-f]{8})\\b`).exec(stdout);
  if (!match?.[1]) throw new Error(`no preview link for ${folder} in:\n${stdout}`);
  return { path: match[0], id: match[1] };
}

/** GET /api/remotes as a visitor with these cookies (a `Cookie` header), parsed. */
export async function manifestWith(
  site: string,
  cookies: Record<string, string> = {},
): Promise<ServedRemote[]> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const res = await fetch(`${site}/api/remotes`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET /api/remotes answered ${res.status}`);
  return remoteManifest.parse(await res.json()).remotes;
}

/** The manifest the browser context is served (its own cookies), parsed. */
export async function manifestOf(context: BrowserContext, site: string): Promise<ServedRemote[]> {
  const res = await context.request.get(`${site}/api/remotes`);
  if (!res.ok()) throw new Error(`GET /api/remotes answered ${res.status()}`);
  return remoteManifest.parse(await res.json()).remotes;
}

/** The one remote `folder` of a manifest. */
export function served(manifest: ServedRemote[], folder: string): ServedRemote {
  const remote = manifest.find((r) => r.folder === folder);
  if (!remote) throw new Error(`the manifest has no ${folder}: ${manifest.map((r) => r.folder).join(', ')}`);
  return remote;
}

/** Each remote's channel and version, by folder: what "the others stay live" compares. */
export function channels(
  manifest: ServedRemote[],
): Record<string, { channel: RemoteChannel; version: string }> {
  return Object.fromEntries(manifest.map((r) => [r.folder, { channel: r.channel, version: r.version }]));
}

/** `count` deterministic visitor ids: visitor-000, visitor-001, ... */
export function visitorIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `visitor-${String(i).padStart(3, '0')}`);
}

/** The agreed canary bucket: sha256("<visitor>:<folder>"), its first 8 hex digits as a number, mod 100. */
export function canaryBucket(visitor: string, folder: string): number {
  const hex = createHash('sha256').update(`${visitor}:${folder}`).digest('hex').slice(0, 8);
  return parseInt(hex, 16) % 100;
}

/** What each visitor is served of `folder` (one GET /api/remotes each, as that visitor). */
export async function servedToVisitors(
  site: string,
  folder: string,
  visitors: string[],
): Promise<Map<string, { channel: RemoteChannel; version: string }>> {
  const out = new Map<string, { channel: RemoteChannel; version: string }>();
  // a few at a time: the point is 200 visitors, not 200 simultaneous sockets
  for (let i = 0; i < visitors.length; i += 20) {
    const batch = visitors.slice(i, i + 20);
    const replies = await Promise.all(batch.map((v) => manifestWith(site, { [VISITOR_COOKIE]: v })));
    batch.forEach((v, j) => {
      const remote = served(replies[j] ?? [], folder);
      out.set(v, { channel: remote.channel, version: remote.version });
    });
  }
  return out;
}

/** A browser context's cookie by name, or undefined. */
export async function cookieOf(
  context: BrowserContext,
  site: string,
  name: string,
): Promise<string | undefined> {
  return (await context.cookies(site)).find((c) => c.name === name)?.value;
}

/** Sets the visitor cookie of a context before its first page, as that visitor's earlier visit would have. */
export async function asVisitor(context: BrowserContext, site: string, visitor: string): Promise<void> {
  await context.addCookies([{ name: VISITOR_COOKIE, value: visitor, url: site }]);
}

/**
 * The preview badge ("Preview: mf-x 1.4.0 · Exit") on a page: the innermost element holding its text,
 * and the Exit link inside it.
 */
export function previewBadge(page: Page, folder: string) {
  const text = page.getByText(new RegExp(`Preview:\\s*${folder}\\b`));
  const exit = text.getByRole('link', { name: 'Exit', exact: true });
  return { text, exit };
}

/**
 * Screenshots of what the screen shows (not the whole page: the first screen, where the badge is) at each
 * viewport, `<name>-<width>.png` in e2e/.screenshots, for a person to look at; then back at the viewport
 * the page had. Each waits for a frame after resizing, so the page is laid out at the new width.
 */
export async function snapScreenAt(page: Page, name: string, viewports: { width: number; height: number }[]) {
  const before = page.viewportSize();
  const dir = join(__dirname, '..', '.screenshots');
  mkdirSync(dir, { recursive: true });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** The semver part of a release id (`0.1.0-1a2b3c4d` → `0.1.0`). */
export function versionOf(releaseId: string): string {
  return releaseId.replace(/-[0-9a-f]{8}$/, '');
}

/**
 * A copy of the repository (its working tree and installed node_modules, pnpm's relative links kept as
 * they are; not .git, releases/ or screenshots), so a journey can run a command that writes into the
 * repository (the scaffold: a folder, remotes.json, CODEOWNERS, the lockfile, pnpm install) without
 * touching the working tree people are editing, even when the journey is killed half-way.
 */
export function repoCopy(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const skipped = new Set(['.git', 'releases', join('e2e', '.screenshots')].map((p) => join(repoRoot, p)));
  cpSync(repoRoot, path, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !skipped.has(source),
  });
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Runs a command in `cwd` to its end (never blocking the event loop), resolving to all it printed. */
export async function inDir(
  cwd: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: unknown; stderr?: unknown };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${String(failed.stdout ?? '')}\n${String(failed.stderr ?? error)}`,
    );
  }
}
