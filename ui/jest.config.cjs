// The remotes' jest setup (SWC, jsdom, jest-dom), with ui's tests in test/ (src is the library alone).
const preset = require('../shell/jest.preset.cjs')(__dirname);

module.exports = { ...preset, roots: ['<rootDir>/test'] };
