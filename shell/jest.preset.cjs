// Jest setup for the shell and every remote: SWC transform, jsdom, the kit mapped to the shell's source.
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
    setupFilesAfterEnv: [path.join(shell, 'test/jest.setup.ts')],
    moduleNameMapper: {
      '^@campus/shell/kit$': path.join(shell, 'src/kit/index.ts'),
      '^@campus/shell/kit-testing$': path.join(shell, 'src/kit/testing.tsx'),
      '\\.(css|svg|png|jpe?g|webp|woff2?)$': path.join(shell, 'test/file-stub.cjs'),
    },
  };
};
