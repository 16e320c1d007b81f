// The one place that reads CAMPUS_TEST_TIER: which journeys run.
//   ci   every CI run (the fast journeys, and a sample of the split ones)
//   slow the slower job (the journeys below, and the rest of the split ones)
//   all  both (the default: `npm test`)
// Every test belongs to exactly one of ci and slow, so `all` runs each once.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const TIERS = ['ci', 'slow', 'all'];
const tier = process.env.CAMPUS_TEST_TIER || 'all';
if (!TIERS.includes(tier))
  throw new Error(`CAMPUS_TEST_TIER must be one of ${TIERS.join(', ')}; it is "${tier}"`);

/** Journeys that run in the slow tier only: each takes half a minute or more, or builds and ships remotes. */
const SLOW = [
  'accessibility-and-layout',
  'escrow-delivery',
  'long-words',
  'new-remote',
  'release-channels',
  'ship-and-rollback',
  'ship-gate',
  'ship-newer-contracts',
  'stuck-tab',
  'two-instances',
];
/** Journeys with tests in each tier: each test says its tier with `inTier` (support/tier.ts). */
const SPLIT = ['layout-shift'];

for (const name of [...SLOW, ...SPLIT])
  if (!existsSync(join(__dirname, 'journeys', `${name}.test.ts`)))
    throw new Error(`e2e/tier.cjs names journeys/${name}.test.ts, which does not exist`);

const file = (name) => `/journeys/${name}\\.test\\.ts$`;

module.exports = {
  tier,
  /** Whether tests of `part` ('ci' or 'slow') run in this tier. */
  runs: (part) => tier === 'all' || tier === part,
  /** jest's testRegex for this tier's journey files. */
  testRegex:
    tier === 'ci'
      ? // every journey but the slow ones
        `^(?!.*(${SLOW.map(file).join('|')})).*/journeys/[^/]+\\.test\\.ts$`
      : tier === 'slow'
        ? [...SLOW, ...SPLIT].map(file)
        : '/journeys/[^/]+\\.test\\.ts$',
};
