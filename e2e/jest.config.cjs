// Browser journeys: real Chromium (Debian's) against the built product served by the real backend.
// CAMPUS_TEST_TIER (ci, slow, all) chooses the journeys: see tier.cjs.
const { testRegex } = require('./tier.cjs');

module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  testRegex,
  // the built product's database, initialised and seeded once per run; each journey file starts a copy
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
  // Chromium's and the backend's child pipes can outlive a suite by seconds; never let CI wait on them.
  forceExit: true,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose)[@/])'],
};
