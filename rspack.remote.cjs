// The one build setup of every front-end package: remotes call createRemoteConfig(); the shell's
// own config reuses the shared-library table, the production aliases and the TypeScript rule below.
const fs = require('node:fs');
const path = require('node:path');
const { declarationFile, readDeclaration } = require('./scripts/lib/remote-declaration.cjs');

/** The remote's declaration as its build publishes it (the backend serves it in the live manifest). */
const DECLARATION_ASSET = 'campus-remote.json';

/**
 * Libraries that must exist once per page (host and remotes share one copy at run time): each a
 * singleton whose `requiredVersion` is the range of the package.json being built.
 */
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
/**
 * The shell's stateful runtime (session, query client, toasts, API client): a singleton the host alone
 * provides (remotes never bundle a copy), versioned by shell/package.json's `version`; a remote's
 * `requiredVersion` is its package.json's `campus.shellRuntime` range, the one the backend's
 * compatibility gate checks.
 */
const RUNTIME = '@campus/shell/runtime';
/**
 * Stateless code shared as NON-singletons with a caret range of the version the package was built
 * against: with `loaded-first`, a remote whose range the shell's (already loaded) copy satisfies takes
 * that copy (nothing more to download); a remote built against a newer minor loads the copy it carries.
 * zod stays out of `shared` (shared modules are not tree-shaken); it travels inside contracts' chunk.
 */
const CONTRACTS = '@campus/contracts';
/**
 * `@campus/ui` is NOT shared: each build bundles the components it imports (the package has no side
 * effects, so nothing else is kept) and a page loads only what it renders. Shared, it shipped whole to
 * every visitor (a shared module is not tree-shaken): on `/` 15 KB gzip for the 6 KB the home page
 * renders; shared per component entry (a `@campus/ui/` prefix share) `/` was still 3.6 KB heavier and
 * `/gigs` no lighter (bench/RESULTS.md "First-visit JavaScript"). A remote built when ui was shared
 * still runs: nothing provides `@campus/ui` any more, so it takes the copy it carries.
 */
const UI = '@campus/ui';
/** Workspace packages a build takes from its own dependency (workspaceAliases). */
const VERSIONED_PACKAGES = [CONTRACTS, UI];
/** Of those, the ones shared at run time. */
const SHARED_VERSIONED_PACKAGES = [CONTRACTS];

/** require() a build tool from the package being built (the workspace root has none installed). */
function requireFrom(dir, id) {
  return require(require.resolve(id, { paths: [dir] }));
}

/** A remote's entry in the registry (remotes.json): its Module Federation name, team and dev port. */
function registryEntry(folder) {
  const { remotes } = readJson(path.join(__dirname, 'remotes.json'));
  const entry = remotes.find((r) => r.folder === folder);
  if (!entry) throw new Error(`${folder} is not listed in remotes.json (npm run new-remote adds a remote)`);
  return entry;
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

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * A workspace package as the package being built depends on it (its own node_modules link): the
 * folder, version and entry files (`.`, `./Button`, ...; an entry with conditions gives its `browser`
 * file, what a page gets). A build is made against exactly that copy (see workspaceAliases).
 */
function workspacePackage(dir, name) {
  const link = path.join(dir, 'node_modules', name);
  if (!fs.existsSync(link)) throw new Error(`${dir} must depend on ${name} (pnpm install links it)`);
  const root = fs.realpathSync(link);
  const pkg = readJson(path.join(root, 'package.json'));
  const entries = Object.fromEntries(
    Object.entries(pkg.exports)
      .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.browser])
      .filter(([, file]) => /\.[cm]?[jt]sx?$/.test(file ?? ''))
      .map(([subpath, file]) => [subpath, path.join(root, file)]),
  );
  return { root, version: pkg.version, entry: entries['.'], entries };
}

/**
 * Every import of contracts and ui in one build (the package's own, ui's import of contracts, and
 * each entry such as `@campus/ui/Button`) resolves to the copy the package being built depends on:
 * one copy per build, whose version is the one the build declares to Module Federation.
 */
function workspaceAliases(dir) {
  return Object.fromEntries(
    VERSIONED_PACKAGES.flatMap((name) =>
      Object.entries(workspacePackage(dir, name).entries).map(([subpath, file]) => [
        `${path.posix.join(name, subpath)}$`,
        file,
      ]),
    ),
  );
}

function sharedConfig(dir, { host }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const lib of SHARED_LIBRARIES) {
    const base = lib.startsWith('@') ? lib.split('/').slice(0, 2).join('/') : lib.split('/')[0];
    const range = deps[base];
    if (!range) throw new Error(`${pkg.name} must depend on ${base}: it is a shared singleton`);
    shared[lib] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  for (const name of SHARED_VERSIONED_PACKAGES) {
    const { version } = workspacePackage(dir, name);
    shared[name] = { singleton: false, requiredVersion: `^${version}`, version };
  }
  if (host) {
    for (const [lib, facade] of Object.entries(FACADES)) {
      const version = readJson(path.join(packageDir(dir, lib), 'package.json')).version;
      shared[lib] = { ...shared[lib], import: facade, version };
    }
    shared[RUNTIME] = {
      singleton: true,
      requiredVersion: `^${pkg.version}`,
      version: pkg.version,
      strictVersion: true,
    };
  } else {
    const range = pkg.campus?.shellRuntime;
    if (typeof range !== 'string' || !range)
      throw new Error(`${pkg.name}: package.json needs "campus": { "shellRuntime": "^x.y.z" }`);
    // import: false: the runtime only ever comes from the shell; a shell outside the range is refused
    // (strictVersion) rather than used (the backend's gate keeps such a release from going live).
    shared[RUNTIME] = { singleton: true, requiredVersion: range, strictVersion: true, import: false };
  }
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

const STYLED_COMPONENTS_SWC = require.resolve('@swc/plugin-styled-components');

/** `react`: swc's React transform options beyond the automatic runtime. */
function typescriptRule(react = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', ...react } },
        target: 'es2020',
        // Class names of styled components from the file and the component's place in it, not from
        // the order modules run: the server (one long-lived process) and the page must agree on them.
        experimental: { plugins: [[STYLED_COMPONENTS_SWC, { ssr: true, displayName: false }]] },
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
        ...workspaceAliases(dir),
        'react-router-production$': reactRouterBuild(dir, production ? 'production' : 'development'),
      },
    },
    module: { rules: [typescriptRule()] },
    performance: false,
    optimization: { minimize: production },
  };
}

/**
 * Writes the remote's declaration (remote.json, read at each build so a watched build picks up a new
 * title or menu entry) into the output as campus-remote.json, beside mf-manifest.json.
 */
class CampusDeclarationPlugin {
  constructor(dir, exposes) {
    this.dir = dir;
    this.exposes = JSON.stringify(exposes);
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
    compiler.hooks.thisCompilation.tap('CampusDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CampusDeclarationPlugin', stage }, () => {
        compilation.fileDependencies.add(path.join(this.dir, declarationFile));
        try {
          const declaration = readDeclaration(this.dir);
          if (JSON.stringify(declaration.exposes) !== this.exposes)
            throw new Error(`${declarationFile}: "exposes" changed; restart the build to apply it`);
          compilation.emitAsset(
            DECLARATION_ASSET,
            new RawSource(`${JSON.stringify(declaration, null, 2)}\n`),
          );
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(error.message));
        }
      });
    });
  }
}

/**
 * Types of the exposed modules (@mf-types.zip, through @module-federation/dts-plugin) for teams building
 * against a remote from outside this repository. Only with CAMPUS_DTS=1 (ship builds): generating them
 * runs tsc over the exposed modules, ~30 s against ~2 s for the bundle alone. A type error is a
 * warning here; the ship gate's type-check is what refuses it.
 */
function dtsOptions(dir, production) {
  if (!production || process.env.CAMPUS_DTS !== '1') return false;
  return {
    generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), abortOnError: false },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}

/**
 * What a remote's server bundle takes from the host (the shell's server bundle, `sharedModules` in
 * shell/src/server/index.tsx) instead of bundling: the singletons, as in the browser.
 */
const SERVER_EXTERNALS = new Set([...SHARED_LIBRARIES, RUNTIME]);

/**
 * The server bundle's entry, written into the package's build cache: every exposed page module as a
 * loader (as the browser's container has them) and the remote's `src/server.ts` (data and head of its
 * pages for the server renderer), when it has one.
 */
function writeServerEntry(dir, exposes) {
  const file = path.join(dir, 'node_modules', '.cache', 'campus-server-entry.mjs');
  const pages = Object.entries(exposes)
    .map(
      ([key, source]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.join(dir, source))}),`,
    )
    .join('\n');
  const server = path.join(dir, 'src', 'server.ts');
  const text =
    `// Written by rspack.remote.cjs (serverConfig): the remote's server bundle entry.\n` +
    `export const pages = {\n${pages}\n};\n` +
    (fs.existsSync(server)
      ? `export { default as serverPages } from ${JSON.stringify(server)};\n`
      : 'export const serverPages = undefined;\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/**
 * A remote's server bundle: the same page modules as its browser container, for Node, as ONE CommonJS
 * file (`<out>/server/remote.cjs`) whose shared singletons are `require()`d from the host that loads
 * it (backend/src/ssr/remote-bundles.ts hands it the shell's). Shipped inside the release, so it goes
 * live and rolls back with the browser files. Why not Module Federation's node runtime:
 * docs/decisions/server-rendering.md.
 */
function serverConfig({ dir, base, exposes, outDir }) {
  const { rspack } = requireFrom(dir, '@rspack/core');
  return {
    ...base,
    name: 'server',
    // after the browser build, whose output.clean would otherwise empty server/
    dependencies: ['browser'],
    target: 'node20',
    devtool: false,
    module: { rules: [typescriptRule({ development: false })] },
    entry: { remote: writeServerEntry(dir, exposes) },
    externals: [
      ({ request }, callback) =>
        SERVER_EXTERNALS.has(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * One remote's rspack configuration: module.exports = createRemoteConfig({ dir: __dirname, folder: 'mf-gigs' }).
 * Its name comes from the registry (remotes.json), its exposes from its remote.json. Output goes to
 * <folder>/dist (or <folder>/<env.out>, e.g. `--env out=.dev`): remoteEntry.js (never cached),
 * content-hashed chunks, mf-manifest.json, campus-remote.json, the types archive, and server/remote.cjs
 * (the server bundle, serverConfig).
 */
function createRemoteConfig({ dir, folder }) {
  const { ModuleFederationPlugin } = requireFrom(dir, '@module-federation/enhanced/rspack');
  const { name } = registryEntry(folder);
  const { exposes } = readDeclaration(dir);
  return (env = {}, argv = {}) => {
    const base = baseConfig({ dir, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
    const production = base.mode === 'production';
    const outDir = path.resolve(dir, typeof env.out === 'string' ? env.out : 'dist');
    const browser = {
      ...base,
      name: 'browser',
      // the page's CSP (script-src 'self') refuses eval: development builds use plain source maps
      devtool: production ? false : 'cheap-module-source-map',
      // A development build runs inside the served (production) shell, whose React has no
      // jsx-dev-runtime internals: JSX compiles to the shared react/jsx-runtime in every mode.
      module: { rules: [typescriptRule({ development: false })] },
      entry: {},
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        // ids, not names: manifest: true names the expose chunks, and their names in remoteEntry.js's
        // chunk map would grow every first visit
        chunkFilename: '[id].[contenthash:8].js',
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(dir, { host: false }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: dtsOptions(dir, production),
          // The host provides the federation runtime to its remotes (provideExternalRuntime): each
          // remoteEntry.js stays small instead of shipping a second copy.
          experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new CampusDeclarationPlugin(dir, exposes),
        ...(production ? [new FederationRuntimeEsmPlugin(dir)] : []),
      ],
    };
    return [browser, serverConfig({ dir, base, exposes, outDir })];
  };
}

module.exports = {
  FederationRuntimeEsmPlugin,
  createRemoteConfig,
  registryEntry,
  DECLARATION_ASSET,
  baseConfig,
  sharedConfig,
  facadeTargetAliases,
  productionAliases,
  requireFrom,
  SHARED_LIBRARIES,
  RUNTIME,
  CONTRACTS,
  UI,
};
