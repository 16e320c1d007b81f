const base = require('../shell/jest.preset.cjs')(__dirname);

// jsdom lacks Response/Request/Headers; the custom environment hands the tests Node's own.
module.exports = { ...base, testEnvironment: '<rootDir>/jest.environment.cjs' };
