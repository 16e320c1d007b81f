// @campus/contracts for Node (the backend, tests, scripts/ship's contract tool): what a page gets
// (./browser) and the release contract checks.
export * from './browser';
export * from './compat';
