module.exports = require('../shell/jest.preset.cjs')(__dirname);
