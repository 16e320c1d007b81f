import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failures, newPage } from '../support/browser';
import { withEdition } from '../support/channels';
import { remoteWorkspace } from '../support/remote-copy';
import { linkedStaticRoot, liveGigsEntry, repoRoot, shipGigs, shipGigsResult } from '../support/ship';
import { liveRecord } from '../support/releases';
import { productAndBrowser } from '../support/suite';

// The ship gate (docs/decisions/feature-team-shipping.md): a ship that would break the site is refused
// and leaves the live version serving: a type error (the team's own checks), a field the live backend
// does not send, a shell runtime newer than the one served. And the build served before a remote's
// first ship is a release: the first --rollback brings it back. The refused remotes are copies
// (support/remote-copy.ts): the repository's files are never changed.

const staticRoot = linkedStaticRoot('campus-ship-gate-');
const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot.path }));
afterAll(() => staticRoot.remove());

const HEADING = 'Browse Gigs';
const liveJson = async () => JSON.stringify(await liveRecord(suite.product.url));

/** The browse page renders its heading (`name`) in a fresh page, with no failed request. */
async function browsePageShows(name: string): Promise<void> {
  const page = await newPage(suite.browser);
  const failed = failures(page);
  await page.goto(`${suite.product.url}/gigs`);
  await page.getByRole('heading', { name, exact: true }).waitFor();
  expect(failed).toEqual([]);
  await page.close();
}

/** Ships `args` expecting a refusal matching `reason`; the live version must be untouched. */
async function expectRefused(args: string[], reason: RegExp): Promise<string> {
  const entry = await liveGigsEntry(suite.product.url);
  const record = await liveJson();
  const { code, output } = await shipGigsResult(staticRoot.path, suite.product.url, ...args);
  expect(code).toBe(1);
  expect(output).toMatch(reason);
  expect(output).toMatch(/Nothing (live changed|was published)/);
  expect(await liveJson()).toBe(record);
  expect(await liveGigsEntry(suite.product.url)).toBe(entry);
  await browsePageShows(HEADING);
  return output;
}

test('the first ship adopts the served build as a release: the first --rollback brings it back', async () => {
  const served = await liveGigsEntry(suite.product.url);
  expect(served).toBe('/mf/mf-gigs/remoteEntry.js'); // nothing shipped yet: the built dist is served
  // the built mf-gigs with its browse heading changed (a new content hash, so a new release)
  const printed = await withEdition('mf-gigs', HEADING, `${HEADING}, new edition`, (dist) =>
    shipGigs(staticRoot.path, suite.product.url, '--dist', dist),
  );
  expect(printed).toMatch(/adopted the served mf-gigs\/dist as release/);
  await browsePageShows(`${HEADING}, new edition`);

  await shipGigs(staticRoot.path, suite.product.url, '--rollback');
  const adopted = await liveGigsEntry(suite.product.url);
  expect(adopted).toMatch(/^\/mf\/mf-gigs\/\d+\.\d+\.\d+-[0-9a-f]{8}\/remoteEntry\.js$/);
  // the very build that was served, now a release of its own
  expect(await (await fetch(`${suite.product.url}${adopted}`)).text()).toBe(
    readFileSync(join(repoRoot, 'mf-gigs', 'dist', 'remoteEntry.js'), 'utf8'),
  );
  await browsePageShows(HEADING);
}, 120_000);

test('a ship with a type error is refused by its type-check, and the live version keeps serving', async () => {
  const copy = remoteWorkspace('mf-gigs');
  try {
    copy.edit(
      'mf-gigs/src/api/get-gig.ts',
      'export function getGig(',
      "export const broken: number = 'not a number';\n\nexport function getGig(",
    );
    const output = await expectRefused(
      ['--source', copy.remote],
      /refused: the type-check of mf-gigs failed \(tsc --noEmit -p mf-gigs\)/,
    );
    expect(output).toMatch(/src\/api\/get-gig\.ts.*TS2322/);
  } finally {
    copy.remove();
  }
}, 600_000); // the three checks of a whole remote: a minute on a quiet machine, several on a busy one

test('a ship reading a field the live backend does not send is refused, naming the field', async () => {
  // The gigs team's contracts renamed the gig's title; the live backend still sends `title`.
  const copy = remoteWorkspace('mf-gigs', { copyContracts: true });
  try {
    copy.edit(
      'contracts/src/entities/gig.ts',
      '  title: z.string(),\n  description',
      '  headline: z.string(),\n  description',
    );
    const output = await expectRefused(
      ['--source', copy.remote, '--dist', join(repoRoot, 'mf-gigs', 'dist')],
      /reads "headline" of GET \/api\/gigs\/:id \(gig\), which the live backend does not send/,
    );
    expect(output).toMatch(/reads "items\[\]\.headline" of GET \/api\/gigs \(gigs\)/);
  } finally {
    copy.remove();
  }
}, 120_000);

test('a ship needing a newer shell runtime than the served one is refused, naming both versions', async () => {
  const copy = remoteWorkspace('mf-gigs');
  try {
    copy.edit('mf-gigs/package.json', '"shellRuntime": "^1.0.0"', '"shellRuntime": "^99.0.0"');
    await expectRefused(
      ['--source', copy.remote, '--dist', join(repoRoot, 'mf-gigs', 'dist')],
      /needs shell runtime \^99\.0\.0; the site serves shell runtime \d+\.\d+\.\d+/,
    );
  } finally {
    copy.remove();
  }
}, 120_000);
