import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME, remoteDeclaration } from '@campus/contracts';
import { newPage } from '../support/browser';
import { inRepo, manifestWith, reversibleEdits, served, shipOk } from '../support/channels';
import { linkedStaticRoot, repoRoot } from '../support/ship';
import { productAndBrowser } from '../support/suite';

// Issue 21: a sixth team gets its remote from the scaffold (`npm run new-remote -- mf-<name>`) and ships
// it; the running product (its shell built once, before; its backend never restarted) shows the new
// navbar entry and page. The scaffold writes into the repository as a team's would (its folder, the
// remotes.json entry, the CODEOWNERS line, the lockfile's importer): the journey takes back exactly that
// in `finally`, leaving what others changed meanwhile; the ship goes to a static root of its own.

/** A name no remote has (the scaffold refuses an existing one); letters only after the first word. */
const FOLDER = `mf-journey-${process.pid}`;
const staticRoot = linkedStaticRoot('campus-new-remote-');
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path }));
afterAll(() => staticRoot.remove());

/** The files the scaffold changes besides its own folder (scripts/new-remote.mjs). */
const EDITED = ['remotes.json', '.github/CODEOWNERS', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];

/** The shell build's files and their modification times: unchanged means no shell rebuild. */
function shellBuild(): string {
  const dist = join(repoRoot, 'shell', 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => `${f} ${statSync(join(dist, f)).mtimeMs}`)
    .join('\n');
}

test('a remote made by the scaffold ships and is in the navbar and at its route with no shell rebuild or restart', async () => {
  const site = suite.product.url;
  const shellBefore = shellBuild();
  // A student's tab is open on the product before the new remote exists.
  const page = await newPage(suite.browser);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${site}/`);
  await page.getByRole('heading', { name: PRODUCT_NAME }).first().waitFor();
  const navbar = page.getByRole('navigation').first();
  await navbar.getByRole('link', { name: 'Browse Gigs' }).waitFor();

  const edits = reversibleEdits(EDITED);
  let problems: string[] = [];
  const started = Date.now();
  try {
    // The scaffold: folder, registry entry, CODEOWNERS line, pnpm install.
    await inRepo('npm', ['run', 'new-remote', '--', FOLDER]);
    edits.changed();
    const declared = remoteDeclaration.parse(
      JSON.parse(readFileSync(join(repoRoot, FOLDER, 'remote.json'), 'utf8')) as unknown,
    );
    const route = declared.routes[0];
    const entry = declared.nav.find((n) => n.area === 'public');
    if (!route || !entry) throw new Error(`${FOLDER}/remote.json declares no route or no public nav entry`);
    expect(entry.to).toBe(route.path);
    const scaffolded = Date.now();
    expect(await navbar.getByRole('link', { name: entry.label }).count()).toBe(0);

    // Shipped as a team ships: from source, through the gate (type-check, lint, tests, contract).
    await shipOk(staticRoot.path, site, FOLDER);
    const shipped = Date.now();
    const remote = served(await manifestWith(site), FOLDER);
    expect(remote.channel).toBe('live');
    expect(remote.unavailable).toBeUndefined();
    expect(remote.nav).toEqual(declared.nav);

    // The open tab, reloaded: the same backend and shell now show the entry; it leads to the page.
    await page.reload();
    const link = navbar.getByRole('link', { name: entry.label });
    await link.waitFor();
    await link.click();
    await page.waitForURL(`**${route.path}`);
    await page.getByRole('heading', { name: route.title, level: 1 }).waitFor();
    await page.waitForFunction((title) => document.title === title, `${route.title} · ${PRODUCT_NAME}`);
    const visible = Date.now();
    console.log(
      `${FOLDER}: scaffold ${((scaffolded - started) / 1000).toFixed(1)} s, ship ${((shipped - scaffolded) / 1000).toFixed(1)} s, ` +
        `visible ${((visible - shipped) / 1000).toFixed(1)} s; scaffold→visible ${((visible - started) / 1000).toFixed(1)} s`,
    );

    // A fresh visitor opening the address directly gets the page and its tab title.
    const visitor = await newPage(suite.browser);
    await visitor.goto(`${site}${route.path}`);
    await visitor.getByRole('heading', { name: route.title, level: 1 }).waitFor();
    expect(await visitor.title()).toBe(`${route.title} · ${PRODUCT_NAME}`);
    await visitor.context().close();

    expect(shellBuild()).toBe(shellBefore); // no shell rebuild
    expect(failed).toEqual([]);
  } finally {
    await page.context().close();
    rmSync(join(repoRoot, FOLDER), { recursive: true, force: true });
    problems = edits.revert();
    if (problems.length) console.error(`clean-up of ${FOLDER} left:\n${problems.join('\n')}`);
    // relink the workspace without the folder (offline, the lockfile as it was): best effort
    await inRepo('npx', ['-y', 'pnpm@10.34.8', 'install', '--offline', '--frozen-lockfile']).catch(
      (error: unknown) => console.warn(`pnpm install after the clean-up: ${String(error)}`),
    );
  }
  expect(existsSync(join(repoRoot, FOLDER))).toBe(false);
  expect(problems).toEqual([]);
}, 600_000);
