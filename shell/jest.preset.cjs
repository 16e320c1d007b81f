// Jest setup for the shell and every remote: SWC transform, jsdom, the shell's runtime mapped to its source
// (@campus/ui and @campus/contracts resolve through each package's own workspace link).
const path = require('node:path');

/** @param {string} dir the package folder (pass __dirname) */
module.exports = function kitJestConfig(dir) {
  const shell = __dirname;
  return {
    ...require('../jest.swc.cjs'),
    rootDir: dir,
    // jsdom plus Node's Response/Request/Headers: tests replace only `fetch` and answer with real Responses.
    testEnvironment: path.join(shell, 'test/jsdom-with-fetch.cjs'),
    roots: ['<rootDir>/src'],
    // A hang guard, not a wait: a test that types a whole form did its work in 1-2 s alone but took over
    // jest's 5 s default on a loaded machine (repeat-tests found two such suites). The backend has 60 s.
    testTimeout: 30_000,
    setupFilesAfterEnv: [path.join(shell, 'test/jest.setup.ts')],
    moduleNameMapper: {
      '^@campus/shell/runtime$': path.join(shell, 'src/runtime/index.ts'),
      '^@campus/shell/testing$': path.join(shell, 'src/runtime/testing.tsx'),
      '\\.(css|svg|png|jpe?g|webp|woff2?)$': path.join(shell, 'test/file-stub.cjs'),
    },
  };
};
