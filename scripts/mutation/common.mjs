// Settings both StrykerJS configs share.
import { createRequire } from 'node:module';

/**
 * Stryker wraps jest's test environment and loads the real one from the package's folder, where pnpm
 * does not hoist `jest-environment-node`: give it the file jest itself would use.
 */
export const nodeEnvironment = ['jest', '@jest/core', 'jest-config', 'jest-environment-node'].reduce(
  (from, name) => createRequire(from).resolve(name),
  new URL('../../package.json', import.meta.url).pathname,
);

/**
 * Copy only these top-level folders (and the root files jest needs) into Stryker's sandbox; node_modules
 * folders are symlinked in by Stryker itself. The sandbox lives in .stryker-tmp (git-ignored).
 */
export function sandboxOnly(folders) {
  return {
    plugins: ['@stryker-mutator/jest-runner'],
    tempDirName: '.stryker-tmp',
    ignorePatterns: [
      '/*',
      ...folders.map((folder) => `!/${folder}`),
      '!/jest.swc.cjs',
      '!/package.json',
      '!/tsconfig.base.json',
      '**/dist',
      '**/coverage',
    ],
    reporters: ['json', 'clear-text', 'progress'],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  };
}
