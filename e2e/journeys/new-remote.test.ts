import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME, remoteDeclaration } from '@campus/contracts';
import { newPage } from '../support/browser';
import { inDir, manifestWith, repoCopy, served, shipFrom, succeeded } from '../support/channels';
import { linkedStaticRoot, repoRoot } from '../support/ship';
import { productAndBrowser } from '../support/suite';

// Issue 21: a sixth team gets its remote from the scaffold (`npm run new-remote -- mf-<name>`) and ships
// it; the running product (its shell built once, before; its backend never restarted) shows the new
// navbar entry and page. The scaffold writes into the repository it runs in (its folder, the
// remotes.json entry, the CODEOWNERS line, pnpm install): here that is a copy of this repository, the
// clone of the new team, so the working tree people are editing never holds a half-made remote, not
// even when the journey is killed. The product is this repository's build; the ship goes to a static
// root of the journey's own.

const FOLDER = 'mf-study-groups';
const staticRoot = linkedStaticRoot('campus-new-remote-');
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path }));
afterAll(() => staticRoot.remove());

/** The shell build's files and their modification times: unchanged means no shell rebuild. */
function shellBuild(): string {
  const dist = join(repoRoot, 'shell', 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((f) => `${f} ${statSync(join(dist, f)).mtimeMs}`)
    .join('\n');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

test('a remote made by the scaffold ships and is in the navbar and at its route with no shell rebuild or restart', async () => {
  const site = suite.product.url;
  const shellBefore = shellBuild();
  expect(existsSync(join(repoRoot, FOLDER))).toBe(false);
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

  const copying = Date.now();
  const clone = repoCopy('campus-new-team-');
  console.log(
    `the new team's clone (a copy of this repository): ${seconds(Date.now() - copying)}, not counted`,
  );
  try {
    // The scaffold, as the guide says: folder, registry entry, CODEOWNERS line, pnpm install.
    const started = Date.now();
    await inDir(clone.path, 'npm', ['run', 'new-remote', '--', FOLDER]);
    const scaffolded = Date.now();
    const declared = remoteDeclaration.parse(
      JSON.parse(readFileSync(join(clone.path, FOLDER, 'remote.json'), 'utf8')) as unknown,
    );
    const route = declared.routes[0];
    const entry = declared.nav.find((n) => n.area === 'public');
    if (!route || !entry) throw new Error(`${FOLDER}/remote.json declares no route or no public nav entry`);
    expect(entry.to).toBe(route.path);
    expect(readFileSync(join(clone.path, 'remotes.json'), 'utf8')).toContain(`"${FOLDER}"`);
    expect(readFileSync(join(clone.path, '.github', 'CODEOWNERS'), 'utf8')).toMatch(
      new RegExp(`^/${FOLDER}/\\s+@campus/`, 'm'),
    );
    expect(await navbar.getByRole('link', { name: entry.label }).count()).toBe(0);

    // Shipped as a team ships: from source, through the gate (type-check, lint, tests, contract).
    const args = [FOLDER];
    const shipOutput = await succeeded(shipFrom(clone.path, staticRoot.path, site, ...args), args);
    expect(shipOutput).toMatch(new RegExp(`${FOLDER} \\S+ is live`));
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
      `${FOLDER}: scaffold ${seconds(scaffolded - started)}, ship ${seconds(shipped - scaffolded)}, ` +
        `visible ${seconds(visible - shipped)}; scaffold→visible ${seconds(visible - started)}`,
    );

    // A fresh visitor opening the address directly gets the page and its tab title.
    const visitor = await newPage(suite.browser);
    await visitor.goto(`${site}${route.path}`);
    await visitor.getByRole('heading', { name: route.title, level: 1 }).waitFor();
    expect(await visitor.title()).toBe(`${route.title} · ${PRODUCT_NAME}`);
    await visitor.context().close();

    expect(shellBuild()).toBe(shellBefore); // no shell rebuild
    expect(existsSync(join(repoRoot, FOLDER))).toBe(false); // this working tree untouched
    expect(failed).toEqual([]);
  } finally {
    await page.context().close();
    clone.remove();
  }
}, 900_000);
