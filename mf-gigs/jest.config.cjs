const path = require('node:path');
const base = require('../shell/jest.preset.cjs')(__dirname);

module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testEnvironment: path.join(__dirname, 'test/environment.cjs'),
};
