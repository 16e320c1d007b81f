import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { gigPage } from '@campus/contracts';
import { signInWithEmail, toastWith } from '../support/auth';
import { newPage } from '../support/browser';
import { remoteWorkspace } from '../support/remote-copy';
import { linkedStaticRoot, liveGigsEntry, repoRoot, runCommand, shipGigs } from '../support/ship';
import { productAndBrowser } from '../support/suite';

// A remote built against a newer minor of contracts (here: one more optional gig field) ships alone
// while the shell, built against the older one, stays as it is: the remote's page shows the new field
// (its own schemas parse its replies), the shell's pages keep working, and rolling back restores it all.

const FIELD = 'responseTime';
const FIELD_VALUE = 'within 2 hours';
/** A string only contracts' own code holds (its API client's): marks a script as a copy of contracts. */
const CONTRACTS_MARKER = 'Missing path parameter';

const staticRoot = linkedStaticRoot('campus-contracts-ship-');
/** The temporary workspace the newer mf-gigs is built in (see buildGigsAgainstNewerContracts). */
const workspace = remoteWorkspace('mf-gigs', { copyContracts: true });

// SSR off: the backend's new field is played by rewriting the browser's own gig reply (below), which a
// server-rendered page never asks for (its data comes embedded, from the backend as it is). What this
// journey checks is how the browser shares contracts; server rendering of a newer remote is covered by
// ship-and-rollback and backend/test/ssr.
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path, SSR: 'off' }));
afterAll(() => {
  staticRoot.remove();
  workspace.remove();
});

/**
 * What the gigs team would build after the platform team released contracts one minor ahead with a
 * new optional gig field, in a workspace of its own (support/remote-copy.ts: the repo's files are never
 * written): contracts copied, version bumped one minor, `responseTime` added to the gig schema; mf-gigs
 * copied, its gig page showing that field when a gig has it, built against the copied contracts.
 * Returns the built dist and the newer contracts version.
 */
async function buildGigsAgainstNewerContracts(): Promise<{ dist: string; contractsVersion: string }> {
  const pkgFile = join(workspace.root, 'contracts', 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  pkg.version = `${major}.${(minor ?? 0) + 1}.0`;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  workspace.edit(
    'contracts/src/entities/gig.ts',
    'export const gig = z.object({\n',
    `export const gig = z.object({\n  /** How soon the provider usually answers (contracts ${pkg.version}). */\n  ${FIELD}: z.optional(z.string()),\n`,
  );
  workspace.edit(
    'mf-gigs/src/features/detail/components/GigOverview.tsx',
    '        {gig.location && (',
    `        {gig.${FIELD} && (\n          <li data-testid="gig-${FIELD}">\n            <Icon name="message-circle" size={16} />\n            Responds {gig.${FIELD}}\n          </li>\n        )}\n        {gig.location && (`,
  );
  await runCommand(
    join(repoRoot, 'mf-gigs/node_modules/.bin/rspack'),
    ['build', '--mode', 'production'],
    workspace.remote,
  );
  return { dist: join(workspace.remote, 'dist'), contractsVersion: pkg.version };
}

interface SharedVersion {
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Every version of @campus/contracts in the page's Module Federation share scopes. */
function contractsInShareScope(page: Page): Promise<Record<string, SharedVersion>> {
  return page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const scopes = (federation?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, Record<string, Share>>>
    >;
    const found: Record<string, SharedVersion> = {};
    for (const instance of Object.values(scopes))
      for (const scope of Object.values(instance))
        for (const [version, share] of Object.entries(scope['@campus/contracts'] ?? {}))
          found[version] = { from: share.from, loaded: Boolean(share.loaded), useIn: share.useIn ?? [] };
    return found;
  });
}

test('mf-gigs built against a newer contracts minor shows its new field while the shell stays as it is', async () => {
  const { version: shellContracts } = JSON.parse(
    readFileSync(join(repoRoot, 'contracts/package.json'), 'utf8'),
  ) as { version: string };
  const gig = gigPage.parse(await (await fetch(`${suite.product.url}/api/gigs`)).json()).items[0];
  if (!gig) throw new Error('no demo gig');

  // The current mf-gigs (built against the shell's contracts) is live.
  await shipGigs(staticRoot.path, suite.product.url, '--no-build');
  const oldEntry = await liveGigsEntry(suite.product.url);

  const page = await newPage(suite.browser);
  const failed: string[] = [];
  /** Scripts served from /mf/ that carry a copy of contracts (read once `bodiesRead()` resolves). */
  const contractsScripts: string[] = [];
  const reading: Promise<void>[] = [];
  const bodiesRead = () => Promise.all(reading);
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/mf/') && path.endsWith('.js') && r.ok())
      reading.push(
        r.text().then(
          (body) => {
            if (body.includes(CONTRACTS_MARKER)) contractsScripts.push(path);
          },
          () => undefined,
        ),
      );
  });
  // The backend has shipped the field (it is a deployable of its own, released before the front end
  // that shows it): its gig replies carry it. Played here by adding it to the real reply.
  await page.route(/\/api\/gigs\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ status: response.status(), json: { ...body, [FIELD]: FIELD_VALUE } });
  });

  // Before: the remote parses with the shell's contracts, whose schema drops the field it does not know.
  await page.goto(`${suite.product.url}/gigs/${gig.id}`);
  await page.getByRole('heading', { name: gig.title, level: 1 }).waitFor();
  expect(await page.getByTestId(`gig-${FIELD}`).count()).toBe(0);
  expect(Object.keys(await contractsInShareScope(page))).toEqual([shellContracts]);
  await bodiesRead();
  expect(contractsScripts).toEqual([]); // the same version: the remote took the shell's copy

  // The gigs team builds against the newer contracts and ships; the shell is not rebuilt.
  const { dist, contractsVersion } = await buildGigsAgainstNewerContracts();
  // its contract is described with the contracts it was built against
  await shipGigs(staticRoot.path, suite.product.url, '--dist', dist, '--source', workspace.remote);
  const newEntry = await liveGigsEntry(suite.product.url);
  expect(newEntry).not.toBe(oldEntry);
  const newFolder = newEntry.replace('remoteEntry.js', '');

  await page.reload();
  await page.getByRole('heading', { name: gig.title, level: 1 }).waitFor();
  await page.getByTestId(`gig-${FIELD}`).getByText(`Responds ${FIELD_VALUE}`).waitFor();

  // The remote loaded its own copy of contracts (the shell's does not satisfy ^newer) beside the
  // shell's, which the shell keeps using.
  await bodiesRead();
  expect(contractsScripts.length).toBeGreaterThan(0);
  expect(contractsScripts.every((path) => path.startsWith(newFolder))).toBe(true);
  const shared = await contractsInShareScope(page);
  expect(Object.keys(shared).sort()).toEqual([shellContracts, contractsVersion].sort());
  expect(shared[shellContracts]).toMatchObject({ from: 'shell', loaded: true });
  expect(shared[shellContracts]?.useIn).toContain('shell');
  expect(shared[contractsVersion]).toMatchObject({ from: 'mf_gigs', loaded: true, useIn: ['mf_gigs'] });

  // The shell's own pages still work: home (its featured gigs), sign-in through the shell's runtime
  // (API client, session, toasts), and back on the remote's page, signed in, the field is still there.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
  await page.getByRole('heading', { name: 'Campus Skills Marketplace' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'View Details' }).first().waitFor();
  await page.goto(`${suite.product.url}/auth`);
  await page.getByRole('heading', { name: 'Welcome to Campus Skills Marketplace', level: 1 }).waitFor();
  await signInWithEmail(page, 'maya.chen@asu.edu', 'campus123');
  await toastWith(page, 'Welcome back!');
  await page.goto(`${suite.product.url}/gigs/${gig.id}`);
  await page.getByTestId(`gig-${FIELD}`).getByText(`Responds ${FIELD_VALUE}`).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Gigs' }).first().click();
  await page.getByRole('heading', { name: 'Browse Gigs', exact: true }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'View Details' }).first().waitFor();

  // Roll back: the previous build (the shell's contracts) is live again and drops the field again.
  expect(await shipGigs(staticRoot.path, suite.product.url, '--rollback')).toContain(oldEntry.split('/')[3]);
  expect(await liveGigsEntry(suite.product.url)).toBe(oldEntry);
  contractsScripts.length = 0;
  await page.goto(`${suite.product.url}/gigs/${gig.id}`);
  await page.getByRole('heading', { name: gig.title, level: 1 }).waitFor();
  expect(await page.getByTestId(`gig-${FIELD}`).count()).toBe(0);
  expect(Object.keys(await contractsInShareScope(page))).toEqual([shellContracts]);
  await bodiesRead();
  expect(contractsScripts).toEqual([]);
  expect(failed).toEqual([]);
  await page.close();
}, 120_000);
