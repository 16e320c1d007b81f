// The one build setup of every front-end package: remotes call createRemoteConfig(); the shell's
// own config reuses the shared-library table, the production aliases and the TypeScript rule below.
const fs = require('node:fs');
const path = require('node:path');

/** Libraries that must exist once per page (host and remotes share one copy at run time). */
const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'jotai',
  '@tanstack/react-query',
  'styled-components',
];
/** The shell's kit: provided by the host only; remotes never bundle a copy. */
const KIT = '@campus/shell/kit';
/**
 * contracts (schemas, constants, the API client's ApiError) is one shared singleton too (DESIGN.md):
 * remotes then use the host's copy, so errors raised by the kit's client are their ApiError, and no
 * remote downloads its own copy of zod. zod itself stays out of `shared` (shared modules are not
 * tree-shaken); it travels inside contracts' chunk.
 */
const CONTRACTS = '@campus/contracts';

/** require() a build tool from the package being built (the workspace root has none installed). */
function requireFrom(dir, id) {
  return require(require.resolve(id, { paths: [dir] }));
}

/** Remote name from contracts' REMOTES table (contracts is TypeScript, so it is read, not required). */
function remoteName(folder) {
  const source = fs.readFileSync(path.join(__dirname, 'contracts/src/remotes.ts'), 'utf8');
  const match = source.match(new RegExp(`'${folder}':\\s*'(\\w+)'`));
  if (!match) throw new Error(`${folder} is not listed in contracts' REMOTES`);
  return match[1];
}

function packageDir(dir, name) {
  let current = path.dirname(require.resolve(name, { paths: [dir] }));
  while (
    !fs.existsSync(path.join(current, 'package.json')) ||
    !current.endsWith(name.replace('/', path.sep))
  ) {
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`package folder of ${name} not found`);
    current = parent;
  }
  return current;
}

/**
 * react-router 7's package exports only name its development build; production bundles are pointed
 * at the production build explicitly (the same file set, minus dev warnings and checks).
 */
function productionAliases(dir) {
  return { 'react-router$': reactRouterBuild(dir, 'production') };
}

function reactRouterBuild(dir, mode) {
  return path.join(packageDir(dir, 'react-router'), `dist/${mode}/index.mjs`);
}

/**
 * Shared libraries the host provides through a curated facade (shell/src/federation/shared): exactly
 * the names the shell and the remotes import, since a shared module ships whole to every visitor.
 */
const FACADES = {
  'react-router': path.join(__dirname, 'shell/src/federation/shared/react-router.ts'),
  '@tanstack/react-query': path.join(__dirname, 'shell/src/federation/shared/react-query.ts'),
};

/** The host's aliases for what its facades import: names Module Federation does not share. */
function facadeTargetAliases(dir) {
  return {
    'tanstack-react-query-build$': path.join(
      packageDir(dir, '@tanstack/react-query'),
      'build/modern/index.js',
    ),
  };
}

function sharedConfig(dir, { host }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const lib of SHARED_LIBRARIES) {
    const base = lib.startsWith('@') ? lib.split('/').slice(0, 2).join('/') : lib.split('/')[0];
    shared[lib] = { singleton: true, requiredVersion: deps[base] ?? false, strictVersion: false };
  }
  const contracts = JSON.parse(fs.readFileSync(path.join(__dirname, 'contracts/package.json'), 'utf8'));
  shared[CONTRACTS] = { singleton: true, requiredVersion: false, version: contracts.version };
  if (host) {
    for (const [lib, facade] of Object.entries(FACADES)) {
      const version = JSON.parse(
        fs.readFileSync(path.join(packageDir(dir, lib), 'package.json'), 'utf8'),
      ).version;
      shared[lib] = { ...shared[lib], import: facade, version };
    }
  }
  shared[KIT] = host
    ? { singleton: true, requiredVersion: false, version: pkg.version }
    : { singleton: true, requiredVersion: false, import: false };
  return shared;
}

/**
 * The Module Federation runtime is resolved with require() by the plugins, which picks its CommonJS
 * build: nothing of it can be tree-shaken (snapshot, Node loader, preload helpers all ship). Pointing
 * the same modules at their ES builds lets production bundles drop what is unused.
 */
class FederationRuntimeEsmPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const enhanced = require.resolve('@module-federation/enhanced/rspack', { paths: [this.dir] });
    const rspackPlugin = require.resolve('@module-federation/rspack', { paths: [enhanced] });
    const tools = require.resolve('@module-federation/runtime-tools', { paths: [rspackPlugin] });
    const esm = (name) => {
      const cjs = require.resolve(name, { paths: [tools] });
      return { cjs, esm: cjs.replace(/\.cjs$/, '.js') };
    };
    const bundler = esm('@module-federation/webpack-bundler-runtime');
    const runtime = esm('@module-federation/runtime');
    const core = (name) => {
      const cjs = require.resolve(name, { paths: [runtime.cjs] });
      return cjs.replace(/\.cjs$/, '.js');
    };
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      compiler.options.resolve.alias = {
        ...compiler.options.resolve.alias,
        [bundler.cjs]: bundler.esm,
        '@module-federation/runtime$': runtime.esm,
        '@module-federation/runtime': runtime.esm,
        '@module-federation/runtime-core$': core('@module-federation/runtime-core'),
        '@module-federation/sdk$': core('@module-federation/sdk'),
      };
    });
  }
}

function typescriptRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/** Options common to the host and the remotes. */
function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: ['web', 'es2020'],
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        ...(production ? productionAliases(dir) : {}),
        'react-router-production$': reactRouterBuild(dir, production ? 'production' : 'development'),
      },
    },
    module: { rules: [typescriptRule()] },
    performance: false,
    optimization: { minimize: production },
  };
}

/**
 * One remote's rspack configuration:
 *   module.exports = createRemoteConfig({ dir: __dirname, folder: 'mf-gigs', exposes: { './BrowseGigsPage': './src/...' } })
 * Output goes to <folder>/dist: remoteEntry.js (never cached) plus content-hashed chunks.
 */
function createRemoteConfig({ dir, folder, exposes }) {
  const { ModuleFederationPlugin } = requireFrom(dir, '@module-federation/enhanced/rspack');
  const name = remoteName(folder);
  return (_env, argv = {}) => {
    const base = baseConfig({ dir, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
    return {
      ...base,
      entry: {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(dir, { host: false }),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          // The host provides the federation runtime to its remotes (provideExternalRuntime): each
          // remoteEntry.js stays small instead of shipping a second copy.
          experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
        }),
        ...(base.mode === 'production' ? [new FederationRuntimeEsmPlugin(dir)] : []),
      ],
    };
  };
}

module.exports = {
  FederationRuntimeEsmPlugin,
  createRemoteConfig,
  baseConfig,
  sharedConfig,
  facadeTargetAliases,
  productionAliases,
  requireFrom,
  SHARED_LIBRARIES,
  KIT,
  CONTRACTS,
};
