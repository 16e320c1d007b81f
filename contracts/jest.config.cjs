module.exports = {
  ...require('../jest.swc.cjs'),
  testEnvironment: '../shell/test/node-with-time-zone.cjs',
  roots: ['<rootDir>/src'],
};
