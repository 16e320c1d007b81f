// PGlite loads its WebAssembly through dynamic import(): run jest with --experimental-vm-modules (see package.json).
module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  // jose is ESM-only: let SWC transform it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/jose@|jose/))'],
  testTimeout: 60_000,
};
