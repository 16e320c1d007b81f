// Browser journeys: real Chromium (Debian's) against the built product served by the real backend.
module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  testTimeout: 60_000,
  // Chromium's and the backend's child pipes can outlive a suite by seconds; never let CI wait on them.
  forceExit: true,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose)[@/])'],
};
