// jest's node environment in which a test file may set process.env.TZ (time-zone.cjs). jest-environment-node
// comes with jest (through jest-cli's jest-config), not as a dependency of ours: resolve it from there.
const from = (name, dir) => require.resolve(name, { paths: [dir] });
const jestConfig = from('jest-config', from('jest-cli', from('jest', __dirname)));
const { TestEnvironment } = require(from('jest-environment-node', jestConfig));
const withTimeZone = require('./time-zone.cjs');

module.exports = withTimeZone(TestEnvironment);
