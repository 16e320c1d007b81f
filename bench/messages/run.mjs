#!/usr/bin/env node
/**
 * Live messaging benchmark: how long a message takes from `POST /api/messages` to the event on the other
 * participant's open stream (`GET /api/events`), on one backend instance and across two instances on one
 * PostgreSQL server (LISTEN/NOTIFY), and how many open streams one instance holds within 100 MB of extra
 * memory.
 *
 * Usage (from the repository root; no build needed: the product is bundled from backend/src):
 *
 *   node bench/messages/run.mjs [options]
 *
 * Options:
 *   --messages N     messages timed per setting (default 1000)
 *   --pairs N        sender/recipient pairs per setting, each sender under the send limit (default 50)
 *   --streams N      open streams for the memory figure (default 5000)
 *   --concurrency N  messages in flight at once (default 1: each one's own latency)
 *   --json FILE      also write every figure to FILE
 *   --verbose        forward the product's and PostgreSQL's log lines
 *   --help           this text
 *
 * Environment:
 *   BENCH_DATABASE_URL   postgres://... of an external server (a role that may create databases): the bench
 *                        creates `campus_bench_<time>` there and drops it at the end. Unset: an embedded
 *                        server (the backend's own, fsync off) in a temporary folder.
 *
 * Everything runs on 127.0.0.1 in a temporary folder removed at the end, also on failure and on Ctrl-C.
 * Figures go to stdout, progress to stderr. Exit code 0 when the run completed, 1 when it failed.
 *
 * This file bundles src/main.ts (and the API bench's PostgreSQL guardian) and the product
 * (backend/src/main.ts) with the backend's esbuild: npm packages stay external and load from
 * backend/node_modules; the backend's modules and @campus/* are bundled.
 */
import { access, chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { usage } from '../usage.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const backendDir = join(repoRoot, 'backend');

/** Bare imports: @campus/* bundled, npm packages external by absolute file URL (from backend/node_modules). */
function externalPackages() {
  const marker = Symbol('bench-resolve');
  return {
    name: 'bench-external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === marker || args.kind === 'entry-point') return undefined;
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        let resolved;
        for (const resolveDir of [args.resolveDir, backendDir]) {
          resolved = await b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: marker });
          if (resolved.errors.length === 0) break;
        }
        if (!resolved || resolved.errors.length > 0)
          return {
            errors: [{ text: `cannot resolve ${args.path} from ${args.resolveDir} or ${backendDir}` }],
          };
        if (resolved.external) return { path: args.path, external: true };
        if (args.path.startsWith('@campus/')) return { path: resolved.path };
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
    },
  };
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  legalComments: 'none',
  plugins: [externalPackages()],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'error',
};

/**
 * Bundles `entry` (a bench's src/main.ts exporting `run`) with the API bench's PostgreSQL guardian and
 * any other `entries` (name -> file: child processes of the bench, such as bench/api's floor), and the
 * product (backend/src/main.ts) with its migrations when `product` is true, into a temporary root; then
 * calls `run`, which owns that root from there on and removes it. `product: 'built'` hands `run` the
 * built product (backend/dist/main.js, with the front ends' dist folders) instead, or stops when it is
 * not built. Shared by the benches.
 */
export async function bundleAndRun({ name, entry, argv, product = true, entries = {} }) {
  const builtProduct = join(backendDir, 'dist', 'main.js');
  if (
    product === 'built' &&
    !(await access(builtProduct).then(
      () => true,
      () => false,
    ))
  ) {
    process.stderr.write(
      `The product is not built (${builtProduct} is missing).\n` +
        'Build it first: `npm start` once (builds, then serves; stop it with Ctrl-C) or ' +
        '`npx -y pnpm@10.34.8 -r --workspace-concurrency=2 run build`, then run this again.\n',
    );
    return 1;
  }
  let esbuild;
  try {
    esbuild = createRequire(join(backendDir, 'package.json'))('esbuild');
  } catch {
    process.stderr.write(
      'esbuild is not installed in backend/node_modules: run `npx -y pnpm@10.34.8 install` first.\n',
    );
    return 1;
  }
  const tempRoot = await mkdtemp(join(tmpdir(), `campus-bench-${name}-`));
  await chmod(tempRoot, 0o755); // as root, PostgreSQL runs as `postgres`, which must enter it
  const buildDir = join(tempRoot, 'build');
  const productDir = join(tempRoot, 'product');
  let removeTemp = true;
  try {
    await esbuild.build({
      ...common,
      entryPoints: {
        ...entries,
        main: entry,
        guardian: join(repoRoot, 'bench', 'api', 'src', 'guardian.ts'),
      },
      outdir: buildDir,
      outExtension: { '.js': '.mjs' },
      splitting: true,
    });
    // the product as backend/build.mjs makes it, with its migrations beside it
    if (product === true) {
      await esbuild.build({
        ...common,
        entryPoints: [join(backendDir, 'src', 'main.ts')],
        outfile: join(productDir, 'main.mjs'),
      });
      await cp(join(backendDir, 'drizzle'), join(productDir, 'drizzle'), { recursive: true });
    }
    const { run } = await import(pathToFileURL(join(buildDir, 'main.mjs')).href);
    removeTemp = false; // run() owns the temporary root from here on, and removes it
    const productEntry = product === 'built' ? builtProduct : join(productDir, 'main.mjs');
    return await run({ argv, repoRoot, productEntry, tempRoot, buildDir });
  } finally {
    if (removeTemp) await rm(tempRoot, { recursive: true, force: true });
  }
}

/**
 * A bench's run.mjs in one call: `--help` (or `-h`) prints the comment at the top of `moduleUrl`, anything
 * else goes to `bundleAndRun` with the command line's arguments; sets the exit code (1 on an error).
 */
export function launch(moduleUrl, { name, entry, product = true, entries = {} }) {
  const argv = process.argv.slice(2);
  const main = async () => {
    if (!argv.includes('--help') && !argv.includes('-h'))
      return bundleAndRun({ name, entry, argv, product, entries });
    process.stdout.write(`${await usage(moduleUrl)}\n`);
    return 0;
  };
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}

// run when started, not when another bench imports bundleAndRun
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  launch(import.meta.url, { name: 'messages', entry: join(here, 'src', 'main.ts') });
