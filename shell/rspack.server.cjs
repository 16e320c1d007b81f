// The shell's server bundle: src/server (the first-screen renderer and the shared singletons the
// remotes' server bundles use) as one CommonJS file the backend require()s: dist-server/server.cjs.
// It deploys with the backend (not shipped alone, unlike a remote): docs/decisions/server-rendering.md.
const path = require('node:path');
const {
  baseConfig,
  facadeTargetAliases,
  productionAliases,
  requireFrom,
  RUNTIME,
} = require('../rspack.remote.cjs');

const { rspack } = requireFrom(__dirname, '@rspack/core');

module.exports = (_env, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  return {
    ...base,
    name: 'server',
    target: 'node20',
    entry: { server: './src/server/index.tsx' },
    resolve: {
      ...base.resolve,
      // the same react-router build in every mode: the remotes' server bundles are given this instance
      alias: {
        ...base.resolve.alias,
        ...productionAliases(__dirname),
        ...facadeTargetAliases(__dirname),
        [`${RUNTIME}$`]: path.join(__dirname, 'src/runtime/index.ts'),
      },
    },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    // one file: nothing to find beside it at render time
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};
