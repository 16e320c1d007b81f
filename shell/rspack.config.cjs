// The host: router, layout, session, home and the shell's own pages. Remotes are not named here:
// the shell learns them at run time from GET /api/remotes (src/federation).
const fs = require('node:fs');
const path = require('node:path');
const {
  FederationRuntimeEsmPlugin,
  baseConfig,
  sharedConfig,
  facadeTargetAliases,
  requireFrom,
  RUNTIME,
} = require('../rspack.remote.cjs');

const { rspack } = requireFrom(__dirname, '@rspack/core');
const { ModuleFederationPlugin } = requireFrom(__dirname, '@module-federation/enhanced/rspack');

/**
 * Writes the addresses of the shipped Inter fonts into index.html where the template says
 * `__INTER_LATIN__` (its preload and @font-face) and `__INTER_LATIN_EXT__`: the file names carry a
 * content hash only the build knows. A build whose HTML or font lacks it fails rather than ship a page that waits for Inter.
 */
const INTER_FILES = [
  ['__INTER_LATIN__', /^assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/],
  ['__INTER_LATIN_EXT__', /^assets\/inter-latin-ext-wght-normal\.[0-9a-f]+\.woff2$/],
];

/**
 * Emits src/boot/after-load.js as a content-hashed asset and names it on index.html's entry script
 * (`data-after-load`): the backend swaps a server-rendered page's entry script for it, so the app's
 * scripts start after the page's first screen has painted (backend/src/ssr/page-html.ts).
 */
class AfterLoadBootPlugin {
  apply(compiler) {
    const source = path.join(__dirname, 'src/boot/after-load.js');
    compiler.hooks.thisCompilation.tap('AfterLoadBootPlugin', (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'AfterLoadBootPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const text = fs.readFileSync(source, 'utf8');
          const hash = require('node:crypto').createHash('sha256').update(text).digest('hex').slice(0, 8);
          const name = `assets/after-load.${hash}.js`;
          compilation.emitAsset(name, new rspack.sources.RawSource(text));
          const html = compilation.getAsset('index.html');
          const page = html ? html.source.source().toString() : '';
          const entry = /<script defer src="\/assets\/main(\.[0-9a-f]+)?\.js"/;
          if (!entry.test(page)) {
            compilation.errors.push(new Error('AfterLoadBootPlugin: no entry script in index.html'));
            return;
          }
          compilation.updateAsset(
            'index.html',
            new rspack.sources.RawSource(page.replace(entry, (tag) => `${tag} data-after-load="/${name}"`)),
          );
        },
      );
    });
  }
}

class InterInHtmlPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InterInHtmlPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InterInHtmlPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          let text = html ? html.source.source().toString() : '';
          for (const [placeholder, file] of INTER_FILES) {
            const font = compilation.getAssets().find((a) => file.test(a.name));
            if (!font || !text.includes(placeholder)) {
              compilation.errors.push(
                new Error(`InterInHtmlPlugin: no Inter font or no ${placeholder} in index.html`),
              );
              return;
            }
            text = text.replaceAll(placeholder, `/${font.name}`);
          }
          compilation.updateAsset('index.html', new rspack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * Writes `runtime-version.json` (`{ "version": <shell/package.json version> }`) into the dist: the
 * backend reads it as the shell runtime version actually served (the ship gate checks remotes against it).
 */
class RuntimeVersionPlugin {
  apply(compiler) {
    const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, 'package.json'), 'utf8'));
    compiler.hooks.thisCompilation.tap('RuntimeVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeVersionPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'runtime-version.json',
            new rspack.sources.RawSource(`${JSON.stringify({ version })}\n`),
          );
        },
      );
    });
  }
}

module.exports = (_env, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  const production = base.mode === 'production';
  return {
    ...base,
    entry: { main: './src/index.ts' },
    resolve: {
      ...base.resolve,
      // The host's own code reaches its runtime by the same name the remotes use: one module instance.
      alias: {
        ...base.resolve.alias,
        ...facadeTargetAliases(__dirname),
        [`${RUNTIME}$`]: path.join(__dirname, 'src/runtime/index.ts'),
      },
    },
    module: {
      ...base.module,
      rules: [
        ...base.module.rules,
        // The shipped Inter font (src/app/fonts.ts): a content-hashed file beside the scripts.
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    optimization: {
      ...base.optimization,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // react-dom changes rarely: its own long-cached file, with its scheduler (which the shared
          // 'react-dom' and 'react-dom/client' would otherwise each get a copy of).
          reactDom: {
            test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react-dom|scheduler)[@\\/]/,
            name: 'react-dom',
            chunks: 'all',
            priority: 20,
          },
          // The runtime is a shared module (a chunk of its own) and the shell's app also imports runtime
          // files by path (providers, toast area): one chunk for both, which every page needs (nothing
          // downloaded twice). The live stream's connection stays out: the runtime imports it on demand
          // once a student is signed in. @campus/ui is not shared: its components go with the code
          // that renders them.
          kit: {
            test: /[\\/]shell[\\/]src[\\/]runtime[\\/](?!events[\\/]connection\.)/,
            name: 'kit',
            chunks: 'all',
            enforce: true,
            priority: 10,
          },
        },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      new InterInHtmlPlugin(),
      new AfterLoadBootPlugin(),
      new RuntimeVersionPlugin(),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(__dirname, { host: true }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      ...(production ? [new FederationRuntimeEsmPlugin(__dirname)] : []),
    ],
    devServer: { historyApiFallback: true, port: 4330 },
  };
};
