module.exports = { ...require('../jest.swc.cjs'), testEnvironment: 'node', roots: ['<rootDir>/src'] };
