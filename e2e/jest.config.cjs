// Browser journeys: real Chromium (Debian's) against the built product served by the real backend.
module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  testTimeout: 60_000,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose)[@/])'],
};
