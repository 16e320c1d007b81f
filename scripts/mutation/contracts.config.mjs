// StrykerJS: mutants of the money and fee rule, the access judge and the order process in `contracts`, killed (or not) by the contracts unit tests.
// Run through `node scripts/mutation.mjs` (it prints the score per file and in total).
import { nodeEnvironment, sandboxOnly } from './common.mjs';

export default {
  ...sandboxOnly(['contracts']),
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'contracts/jest.config.cjs',
    config: { testEnvironment: nodeEnvironment },
  },
  // the money rule, the access matrix's judge, and the order process (held to the terms' hand-written table)
  mutate: ['contracts/src/money.ts', 'contracts/src/access.ts', 'contracts/src/order-process.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  jsonReporter: { fileName: 'coverage/mutation/contracts.json' },
  incrementalFile: 'coverage/mutation/contracts-incremental.json',
};
