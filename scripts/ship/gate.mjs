// The one gate every way a version reaches visitors passes (ship, --preview, --canary, --promote,
// --activate, --rollback): the release must run on what the running site serves now, asked of it
// (GET /api/contract), not read from the files on disk. It needs every reply field its contract.json
// requires, and a served shell runtime inside its `campus.shellRuntime` range.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { refusalsAgainst } from './contract.mjs';
import { ShipRefusal } from './refusal.mjs';

/** The site the gate asks: --site, else SHIP_SITE, else the local product (PORT, default 3000). */
export const defaultSite = (env = process.env) => env.SHIP_SITE || `http://localhost:${env.PORT || 3000}`;

/** What the running site serves (GET <site>/api/contract), or a refusal saying why it cannot be asked. */
export async function fetchLiveContract(site) {
  const url = new URL('/api/contract', site).href;
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ShipRefusal(
      `refused: the running site at ${site} cannot be reached (${error.cause?.code ?? error.message}), so what it ` +
        `serves cannot be checked. Start it (npm start) or name it with --site <url> (or SHIP_SITE). Nothing live changed.`,
    );
  }
  const live = await res.json().catch(() => null);
  if (!res.ok || !live || typeof live.shellRuntime !== 'string' || typeof live.replies !== 'object')
    throw new ShipRefusal(
      `refused: ${url} answered ${res.status} without a contract (a backend from before the ship gate?). Nothing live changed.`,
    );
  return live;
}

/**
 * Why the release (`contract`: its contract.json or null, `shellRuntime`: its range or null) cannot
 * run on the site's `live` contract: `runtime` and `contract` problems, one sentence each.
 */
export function gateProblems({ repo, contract, shellRuntime, live }) {
  const runtime = [];
  if (shellRuntime) {
    const semver = createRequire(join(repo, 'backend', 'package.json'))('semver');
    if (!semver.validRange(shellRuntime))
      runtime.push(`its shell runtime range "${shellRuntime}" is not a valid semver range`);
    else if (!semver.satisfies(live.shellRuntime, shellRuntime, { includePrerelease: true }))
      runtime.push(
        `it needs shell runtime ${shellRuntime}; the site serves shell runtime ${live.shellRuntime}`,
      );
  }
  const fields = contract ? refusalsAgainst(repo, contract, live).map((r) => `it ${r}`) : [];
  return { runtime, contract: fields };
}

/**
 * Refuses `what` (e.g. "mf-gigs 0.2.0-ab12cd34") unless it can run on the site; `force` lets a shell
 * runtime mismatch through (loudly), never a contract one.
 */
export async function passGate({
  repo,
  site,
  what,
  contract,
  shellRuntime,
  force = false,
  log = console.log,
}) {
  const live = await fetchLiveContract(site);
  if (!contract)
    console.warn(
      `ship: WARNING: ${what} has no contract.json (published before the ship gate): its reply fields are not checked`,
    );
  const found = gateProblems({ repo, contract, shellRuntime, live });
  const problems = [...found.runtime, ...found.contract];
  if (problems.length && force && !found.contract.length) {
    console.warn(
      `\nship: !!! --force: ${what} goes on although ${problems.join('; ')}. The site shows its error panel for it. !!!\n`,
    );
    return live;
  }
  if (problems.length)
    throw new ShipRefusal(
      `refused: ${what} cannot run on the site at ${site}:\n  - ${problems.join('\n  - ')}\nNothing live changed.`,
    );
  log(
    `ship: gate passed: ${what} runs on ${site} (contracts ${live.contracts}, shell runtime ${live.shellRuntime})`,
  );
  return live;
}
