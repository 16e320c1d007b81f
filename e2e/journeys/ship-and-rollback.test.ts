import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gigPage, remoteManifest } from '@campus/contracts';
import { newPage } from '../support/browser';
import { productAndBrowser } from '../support/suite';

const repoRoot = join(__dirname, '..', '..');
const FOLDERS = ['shell', 'mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];

// A STATIC_ROOT of its own (the repo's built folders, linked), so the releases this journey publishes
// never reach the repo's `releases/` or another journey.
const staticRoot = mkdtempSync(join(tmpdir(), 'campus-ship-'));
for (const folder of FOLDERS) symlinkSync(join(repoRoot, folder), join(staticRoot, folder), 'dir');

const suite = productAndBrowser(() => ({ STATIC_ROOT: staticRoot }));
afterAll(() => {
  // the links first: the repo's own folders must never be removed through them
  for (const folder of FOLDERS) unlinkSync(join(staticRoot, folder));
  rmSync(staticRoot, { recursive: true, force: true });
});

function ship(...args: string[]): string {
  return execFileSync(process.execPath, [join(repoRoot, 'scripts/ship.mjs'), 'mf-gigs', ...args], {
    env: { ...process.env, STATIC_ROOT: staticRoot },
    encoding: 'utf8',
  });
}

async function liveGigs(): Promise<string> {
  const res = await fetch(`${suite.product.url}/api/remotes`);
  const gigs = remoteManifest.parse(await res.json()).remotes.find((r) => r.name === 'mf_gigs');
  return gigs?.entry ?? '';
}

/** The built mf-gigs with a visible change: the browse page's heading says it is the new version. */
function newEditionOfTheBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'campus-mf-gigs-'));
  cpSync(join(repoRoot, 'mf-gigs', 'dist'), dist, { recursive: true });
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(dist, file), 'utf8');
    writeFileSync(join(dist, file), text.replaceAll('"Browse Gigs"', '"Browse Gigs, new edition"'));
  }
  return dist;
}

test('mf-gigs ships alone while a page is open, and rolls back, with no restart', async () => {
  // The old version is live; a student opens a gig.
  ship('--no-build');
  const oldEntry = await liveGigs();
  expect(oldEntry).toMatch(/^\/mf\/mf-gigs\/0\.\d+\.\d+-[0-9a-f]{8}\/remoteEntry\.js$/);
  const gig = gigPage.parse(await (await fetch(`${suite.product.url}/api/gigs`)).json()).items[0];
  if (!gig) throw new Error('no demo gig');
  const page = await newPage(suite.browser);
  const failed: string[] = [];
  const mfRequests: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/mf/')) mfRequests.push(new URL(r.url()).pathname);
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${suite.product.url}/gigs/${gig.id}`);
  await page.getByRole('heading', { name: gig.title }).waitFor();

  // A new version is shipped: a new folder, made live; nothing restarts.
  const newDist = newEditionOfTheBuild();
  try {
    ship('--dist', newDist);
  } finally {
    rmSync(newDist, { recursive: true, force: true });
  }
  const newEntry = await liveGigs();
  expect(newEntry).not.toBe(oldEntry);
  const oldFolder = oldEntry.replace('remoteEntry.js', '');

  // The open page keeps working: the browse page's lazy chunks come from the version it started with.
  mfRequests.length = 0;
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Gigs' }).first().click();
  await page.waitForURL('**/gigs');
  await page.getByRole('heading', { name: 'Browse Gigs', exact: true }).waitFor();
  expect(mfRequests.length).toBeGreaterThan(0);
  expect(mfRequests.every((p) => p.startsWith(oldFolder))).toBe(true);

  // A reload shows the new version.
  await page.reload();
  await page.getByRole('heading', { name: 'Browse Gigs, new edition' }).waitFor();

  // Roll back; a reload shows the old one again.
  expect(ship('--rollback')).toContain(oldEntry.split('/')[3]);
  expect(await liveGigs()).toBe(oldEntry);
  await page.reload();
  await page.getByRole('heading', { name: 'Browse Gigs', exact: true }).waitFor();
  expect(failed).toEqual([]);
  await page.close();
});
