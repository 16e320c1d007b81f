// StrykerJS: mutants of the backend services and the list helpers (keyset cursor, search, list
// parameters), killed (or not) by the API suites that exercise them. auth/* is left out (being rewritten).
// Jest runs with backend/jest.config.cjs, so its globalSetup prepares the suite's PostgreSQL server and
// migrates the template database on every run (scripts/mutation.mjs gives it one shared server).
//
// Every test loads the whole app, so each mutant would run every suite. One Stryker run per area
// (CAMPUS_MUTATION_AREA) instead: the area's source files, mutated, against the suites that reach them.
// Run through `node scripts/mutation.mjs` (it runs every area and prints the score per file and in total).
import { nodeEnvironment, sandboxOnly } from './common.mjs';

/** Area: the files it mutates and the backend/test suites (paths without `.test.ts`) that cover them. */
export const BACKEND_AREAS = {
  gigs: { mutate: ['backend/src/gigs/service.ts'], suites: ['gigs', 'reviews', 'raw-rows'] },
  marketplace: { mutate: ['backend/src/marketplace/service.ts'], suites: ['marketplace'] },
  'list-helpers': {
    mutate: ['backend/src/db/keyset.ts', 'backend/src/db/search.ts', 'backend/src/db/list-params.ts'],
    suites: ['list-helpers', 'gigs', 'marketplace'],
  },
  reviews: { mutate: ['backend/src/reviews/service.ts'], suites: ['reviews', 'seed', 'gigs'] },
  users: { mutate: ['backend/src/users/service.ts'], suites: ['users'] },
  messages: { mutate: ['backend/src/messages/service.ts'], suites: ['messages/unread-count'] },
  remotes: { mutate: ['backend/src/remotes/service.ts'], suites: ['remotes', 'static'] },
  // The money and trust rules (issue 19): each area with the suites that exercise it, so that a run
  // of one area stays within minutes (perTest coverage then runs only the tests that reach a mutant).
  orders: {
    mutate: [
      'backend/src/orders/process.ts',
      'backend/src/orders/disputes.ts',
      'backend/src/orders/release.ts',
      'backend/src/orders/payment.ts',
      'backend/src/orders/booking.ts',
      'backend/src/orders/gig-withdrawal.ts',
      'backend/src/orders/held-refunds.ts',
      'backend/src/orders/delivery.ts',
    ],
    suites: [
      'orders/process',
      'orders/process-versions',
      'orders/offered-actions',
      'orders/held-refunds',
      'orders/item-purchase',
      'orders/promises',
      'orders/dispute',
      'orders/release',
      'orders/payment-flow',
      'orders/booking',
      'orders/checkout-limits',
      'orders/checkout-holes',
    ],
  },
  ledger: {
    mutate: [
      'backend/src/ledger/accounts.ts',
      'backend/src/ledger/journal.ts',
      'backend/src/ledger/order-journals.ts',
    ],
    suites: ['orders/ledger', 'orders/release'],
  },
  payments: {
    mutate: [
      'backend/src/payments/sandbox/cards.ts',
      'backend/src/payments/sandbox/processor.ts',
      'backend/src/payments/sandbox/idempotency.ts',
      'backend/src/payments/payouts.ts',
    ],
    suites: ['payments/sandbox-confirm', 'payments/sandbox-provider', 'payments/payouts'],
  },
  jobs: {
    mutate: ['backend/src/jobs/runner.ts', 'backend/src/jobs/housekeeping.ts', 'backend/src/orders/jobs.ts'],
    suites: ['jobs/runner', 'orders/jobs', 'orders/release-auto', 'orders/promises', 'session-purge'],
  },
  policies: {
    mutate: [
      'backend/src/gigs/policies.ts',
      'backend/src/marketplace/policies.ts',
      'backend/src/messages/policies.ts',
      'backend/src/orders/policies.ts',
      'backend/src/reviews/policies.ts',
      'backend/src/operator/policies.ts',
      'backend/src/operator/operators.ts',
    ],
    suites: [
      'security/authorization-matrix',
      'gigs-write',
      'marketplace-write',
      'reviews-write',
      'messages/send',
      'operator/operator',
      // the policies built with the router are covered by the tests that build one (write-path checks
      // their names); the order page's review reason, an unknown order, an operator on a disputed order
      'write-path',
      'orders/detail',
      // an unknown conversation (404) and a conversation with yourself (400)
      'messages/conversations',
      // booking a paused (409) or deleted (404) gig
      'orders/booking',
    ],
  },
  access: {
    // contracts/src/access.ts (the matrix's declarations and its judge, matchesOutcome) is mutated in the
    // contracts run, against its unit tests; here the server's check, and the public routes that know
    // who is signed in (canEdit)
    mutate: ['backend/src/http/access.ts'],
    suites: ['security/authorization-matrix', 'write-path', 'gigs-write'],
  },
  throttles: {
    mutate: ['backend/src/auth/throttle.ts', 'backend/src/orders/checkout-limits.ts'],
    // the sign-in throttles, and the customer's checkout limits (open bookings, intents per hour)
    suites: ['auth/throttle', 'auth/throttle-refunds', 'auth/throttle-burst', 'orders/checkout-limits'],
  },
};

const name = process.env.CAMPUS_MUTATION_AREA ?? 'gigs';
const area = BACKEND_AREAS[name];
if (!area)
  throw new Error(`CAMPUS_MUTATION_AREA: no area '${name}' (${Object.keys(BACKEND_AREAS).join(', ')})`);

export default {
  ...sandboxOnly(['backend', 'contracts']),
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'backend/jest.config.cjs',
    config: {
      testEnvironment: nodeEnvironment,
      // src too: --findRelatedTests follows a test's imports only through files jest has mapped
      roots: ['<rootDir>/test', '<rootDir>/src'],
      testRegex: `/backend/test/(${area.suites.join('|')})\\.test\\.ts$`,
      // contracts from the sandbox's copy, not through the workspace link to the live folder, so that an
      // edit there during a run cannot change what a run tests
      moduleNameMapper: {
        '^@campus/contracts$': '<rootDir>/../contracts/src/index.ts',
        '^@campus/contracts/universities\\.json$': '<rootDir>/../contracts/data/us-universities.json',
      },
    },
  },
  mutate: area.mutate,
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant: a throttle's limit, a fee) runs every test of the area in a
  // fresh jest run, a minute each here: left out so an area runs in minutes. The constants that are
  // promises are pinned as literals by their tests (e.g. orders/promises, auth/throttle).
  ignoreStatic: true,
  // Two cores, two Stryker workers: the jest runner runs each worker's tests in band.
  concurrency: 2,
  timeoutMS: 30_000,
  jsonReporter: { fileName: `coverage/mutation/backend-${name}.json` },
  incrementalFile: `coverage/mutation/backend-${name}-incremental.json`,
};
