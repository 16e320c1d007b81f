const base = require('../shell/jest.preset.cjs')(__dirname);

module.exports = { ...base, roots: ['<rootDir>/src', '<rootDir>/test'] };
