import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { remoteManifest, type RemoteManifest } from '@campus/contracts';
import { startTestServer, type TestServer } from '../harness';
import { backendDir } from './paths';
import { put } from './remote-fixtures';
import { databaseUrl } from './test-database';

/**
 * Server-rendered pages in backend tests (issue 24): a STATIC_ROOT holding the shell's built server
 * bundle, remote server bundles written by hand, releases published and made live through the ship's
 * own store and live-record modules, and readers of the page a server sends.
 */

const repo = join(backendDir, '..');

/** The shell's server bundle as `npm run build` writes it (shell/rspack.server.cjs). */
export const SHELL_SERVER_BUNDLE = join(repo, 'shell', 'dist-server', 'server.cjs');

/** A page template as the shell's index.html is shaped (the tests' own, as in the static tests). */
export const INDEX = `<!doctype html><html><head><meta name="description" content="template"><title>Campus</title></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>`;

async function copyInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

/**
 * A temp STATIC_ROOT with the template and a copy of the built shell server bundle (copied: a rebuild
 * elsewhere while the tests run does not change it under them), and, per folder in `builtRemotes`
 * whose build exists, that remote's built declaration and server bundle as its never-shipped dist.
 */
export async function ssrStaticRoot(builtRemotes: readonly string[] = []): Promise<string> {
  if (!existsSync(SHELL_SERVER_BUNDLE))
    throw new Error(
      `${SHELL_SERVER_BUNDLE} is missing: the server-rendering tests need the front ends built first ` +
        '(npx -y pnpm@10.34.8 -r --workspace-concurrency=2 run build)',
    );
  const root = await mkdtemp(join(tmpdir(), 'campus-ssr-'));
  await put(join(root, 'shell', 'dist', 'index.html'), INDEX);
  await copyInto(SHELL_SERVER_BUNDLE, join(root, 'shell', 'dist-server', 'server.cjs'));
  for (const folder of builtRemotes) {
    const dist = join(repo, folder, 'dist');
    for (const file of ['campus-remote.json', 'remoteEntry.js', 'server/remote.cjs'])
      if (existsSync(join(dist, file))) await copyInto(join(dist, file), join(root, folder, 'dist', file));
  }
  return root;
}

/** Whether a remote's build (with its server bundle) is in the repository. */
export const remoteBuilt = (folder: string) =>
  existsSync(join(repo, folder, 'dist', 'server', 'remote.cjs')) &&
  existsSync(join(repo, folder, 'dist', 'campus-remote.json'));

// ---- remote server bundles, written by hand ---------------------------------------------------------

/** How a hand-written server bundle behaves. */
export type BundleBehaviour =
  /** every page renders `<p data-fixture>text</p>` */
  | { renders: string }
  /** evaluating the file throws */
  | { throwsOnLoad: string }
  /** the page component throws while rendering */
  | { throwsInRender: string }
  /** the page module's loader never settles */
  | { neverLoads: true };

/**
 * A remote's `server/remote.cjs` as rspack.remote.cjs's serverConfig shapes it (CommonJS, React from
 * the host's `require`), exposing `pages` with the behaviour asked for.
 */
export function serverBundle(pages: readonly string[], behaviour: BundleBehaviour): string {
  const component =
    'throwsInRender' in behaviour
      ? `function Page() { throw new Error(${JSON.stringify(behaviour.throwsInRender)}); }`
      : `function Page() { return jsx('p', { 'data-fixture': '', children: ${JSON.stringify('renders' in behaviour ? behaviour.renders : '')} }); }`;
  const load =
    'neverLoads' in behaviour ? '() => new Promise(() => {})' : '() => Promise.resolve({ default: Page })';
  return [
    '"use strict";',
    "require('react');",
    "const { jsx } = require('react/jsx-runtime');",
    'throwsOnLoad' in behaviour ? `throw new Error(${JSON.stringify(behaviour.throwsOnLoad)});` : '',
    component,
    `module.exports = { pages: { ${pages.map((p) => `${JSON.stringify(p)}: ${load}`).join(', ')} } };`,
  ].join('\n');
}

// ---- releases through the ship's own modules --------------------------------------------------------

const run = promisify(execFile);
const shipModule = (name: string) => JSON.stringify(pathToFileURL(join(repo, 'scripts', 'ship', name)).href);

/**
 * What `npm run ship` does to the shared record, with the very functions it calls (scripts/ship.mjs:
 * store.publish, makeLive, rollback, makePreview), run in a child Node (the ship is ES modules).
 */
const SHIP_STEP = `
import { connect } from ${shipModule('database.mjs')};
import { releaseStore } from ${shipModule('store.mjs')};
import { readLive, updateLive } from ${shipModule('live.mjs')};
import { recordActivation } from ${shipModule('releases.mjs')};
import { addPreview, endCanary } from ${shipModule('channels.mjs')};
const [step, folder, arg] = process.argv.slice(1);
const client = await connect(${JSON.stringify(repo)}, { folder });
const makeLive = (id, rollback = false) =>
  updateLive(client, folder, (entry) =>
    recordActivation(entry?.canary?.id === id ? entry : endCanary(entry), id, { rollback }));
try {
  if (step === 'publish') {
    const { id } = await releaseStore(client).publish(folder, arg, { version: '1.0.0', shellRuntime: null, contract: null });
    process.stdout.write(id);
  } else if (step === 'live') await makeLive(arg);
  else if (step === 'preview') await updateLive(client, folder, (entry) => addPreview(entry, arg));
  else if (step === 'rollback') {
    const previous = (await readLive(client))[folder]?.history?.at(-1);
    if (!previous) throw new Error(folder + ' has no previous version');
    await makeLive(previous, true);
    process.stdout.write(previous);
  } else throw new Error('unknown step ' + step);
} finally {
  await client.end();
}
`;

export interface Releases {
  /** Publishes a build of `folder` with these files (remoteEntry.js and campus-remote.json added); its id. */
  publish(folder: string, files: Record<string, string>): Promise<string>;
  /** Makes a published release live for everyone (`npm run ship` after publishing, or `--activate`). */
  live(folder: string, id: string): Promise<void>;
  /** `npm run ship -- <folder> --rollback` (no canary): the previous live version again; its id. */
  rollback(folder: string): Promise<string>;
  /** Lists a published release as a preview (`npm run ship -- --preview`). */
  preview(folder: string, id: string): Promise<void>;
  close(): Promise<void>;
}

/** The ship's steps on the database `databaseName` (a test server's). */
export function releasesOf(databaseName: string): Releases {
  const scratch: string[] = [];
  const step = async (...args: string[]) =>
    (
      await run(process.execPath, ['--input-type=module', '-e', SHIP_STEP, ...args], {
        cwd: repo,
        env: { ...process.env, DATABASE_URL: databaseUrl(databaseName) },
        encoding: 'utf8',
      })
    ).stdout;
  return {
    async publish(folder, files) {
      const dist = await mkdtemp(join(tmpdir(), `campus-ssr-${folder}-`));
      scratch.push(dist);
      const declared = join(repo, folder, 'remote.json');
      await put(join(dist, 'remoteEntry.js'), `var ${folder.replace(/-/g, '_')};`);
      await copyFile(declared, join(dist, 'campus-remote.json'));
      for (const [path, content] of Object.entries(files)) await put(join(dist, path), content);
      return step('publish', folder, dist);
    },
    live: async (folder, id) => void (await step('live', folder, id)),
    rollback: (folder) => step('rollback', folder),
    preview: async (folder, id) => void (await step('preview', folder, id)),
    async close() {
      for (const dir of scratch) await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---- a running app -------------------------------------------------------------------------------

export interface SsrApp {
  server: TestServer;
  /** The ship's steps on this app's database. */
  releases: Releases;
  close(): Promise<void>;
}

/**
 * A real app over HTTP on its own database with a STATIC_ROOT of ssrStaticRoot(builtRemotes); `env`
 * for loadConfig (SSR, SSR_BUDGET_MS), `seed` for the demo data.
 */
export async function startSsrApp(
  options: { env?: Record<string, string>; seed?: boolean; builtRemotes?: readonly string[] } = {},
): Promise<SsrApp> {
  const root = await ssrStaticRoot(options.builtRemotes);
  try {
    const server = await startTestServer({ staticRoot: root, env: options.env, seed: options.seed });
    const releases = releasesOf(server.databaseName);
    return {
      server,
      releases,
      async close() {
        await server.close();
        await releases.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

// ---- reading a page ---------------------------------------------------------------------------------

/** The `desc` of the page's `Server-Timing: ssr` entry: `server`, or why its remote page fell back. */
export function ssrOutcome(res: Response): string | undefined {
  return /(?:^|,)\s*ssr;[^,]*desc="([^"]*)"/.exec(res.headers.get('server-timing') ?? '')?.[1];
}

/** What `<div id="root">` holds (up to the state block the server writes after it). */
export function rootHtml(body: string): string {
  const start = body.indexOf('<div id="root">');
  if (start === -1) throw new Error('the page has no #root');
  const end = body.indexOf('<script type="application/json" id="campus-ssr">', start);
  if (end === -1) throw new Error('the page has no server-rendered state after #root');
  return body.slice(start + '<div id="root">'.length, end);
}

/** The text of a `<script type="application/json" id="...">` block, or undefined. */
function jsonBlock(body: string, id: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(body)?.[1];
}

/** The embedded server-rendering state (`#campus-ssr`), raw, or undefined when there is none. */
export const ssrStateText = (body: string) => jsonBlock(body, 'campus-ssr');

/** The remote manifest embedded in the page (`#campus-remotes`). */
export function embeddedManifest(body: string): RemoteManifest {
  const text = jsonBlock(body, 'campus-remotes');
  if (text === undefined) throw new Error('the page has no #campus-remotes block');
  return remoteManifest.parse(JSON.parse(text));
}

/** The marker React writes for a boundary it leaves to the browser, with the shell's digest. */
export const CLIENT_RENDERED = '<!--$!--><template data-dgst="CAMPUS_SSR_FALLBACK">';
