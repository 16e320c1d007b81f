#!/usr/bin/env node
/**
 * API benchmark of the built product: throughput against a bare Koa + node-postgres floor, search
 * latency at 1,000 and 100,000 gigs, interference of a slow search with gig-by-id reads, and memory.
 *
 * Usage (from the repository root, after a build: `npm start` once, or `npx -y pnpm@10.34.8 -r run build`):
 *
 *   node bench/api/run.mjs [options]
 *
 * Options:
 *   --gigs N               gigs at the large size (default 100000); items as many unless --items
 *   --items N              marketplace items at the large size (default: as many as --gigs)
 *   --small-gigs N         gigs at the small size, for the growth ratio (default 1000)
 *   --users N              verified providers (default 5000)
 *   --duration S           seconds of each load run (default 5)
 *   --warmup S             seconds of unmeasured load before each load run (default 1)
 *   --clients N            keep-alive clients of the throughput runs (default 10)
 *   --search-clients N     clients of the concurrent search runs (default 20)
 *   --requests N           requests of each sequential run (default 200; at most 15 s each)
 *   --rounds N             A/B comparisons (product vs floor, by-id alone vs beside a search) alternate
 *                          their arms in N rounds of duration/N each (default 5)
 *   --keep                 leave the product and PostgreSQL running after the report, until Ctrl-C
 *   --json FILE            also write every figure to FILE as JSON
 *   --cpu-prof DIR         run the product with `node --cpu-prof`; its .cpuprofile lands in DIR
 *   --verbose              forward the product's, the floor's and PostgreSQL's log lines
 *   --help                 this text
 *
 * Environment:
 *   BENCH_DATABASE_URL     postgres://... of an external server (a superuser, or a role that may
 *                          create databases and the pg_trgm extension): the bench creates a database
 *                          `campus_bench_<time>` there and drops it at the end. Unset: the bench starts
 *                          its own PostgreSQL through the backend's embedded server (no fsync).
 *
 * Everything runs on 127.0.0.1 in a temporary folder that is removed at the end, also on failure and
 * on Ctrl-C. A full run takes about 3 minutes on 2 cores. The figures go to stdout, progress to
 * stderr. Exit code 0 when the run completed (goals met or not), 1 when it failed, 130 on Ctrl-C.
 *
 * This file only bundles the TypeScript in src/ with the backend's esbuild (npm packages stay external
 * and load from backend/node_modules; the backend's own modules and @campus/* are bundled) and runs it.
 */
import { access, chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { usage } from '../usage.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const backendDir = join(repoRoot, 'backend');
const productEntry = join(backendDir, 'dist', 'main.js');

const exists = (p) =>
  access(p).then(
    () => true,
    () => false,
  );

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${await usage(import.meta.url)}\n`);
    return 0;
  }
  if (!(await exists(productEntry))) {
    process.stderr.write(
      `The product is not built (${productEntry} is missing).\n` +
        `Build it first: \`npm start\` once (builds, then serves; stop it with Ctrl-C) or ` +
        `\`npx -y pnpm@10.34.8 -r run build\`, then run this again.\n`,
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

  // One temporary root for the bundles, the PostgreSQL cluster and the product's DATA_DIR. As root,
  // PostgreSQL runs as the `postgres` user, which must be able to enter it (mkdtemp makes it 700).
  const tempRoot = await mkdtemp(join(tmpdir(), 'campus-bench-'));
  await chmod(tempRoot, 0o755);
  const buildDir = join(tempRoot, 'build');
  let removeTemp = true;
  try {
    await bundle(esbuild, buildDir);
    const { run } = await import(pathToFileURL(join(buildDir, 'main.mjs')).href);
    removeTemp = false; // run() owns the temporary root from here on, and removes it
    return await run({ argv, repoRoot, productEntry, tempRoot, buildDir });
  } finally {
    if (removeTemp) await rm(tempRoot, { recursive: true, force: true });
  }
}

/**
 * Bare imports resolve from the importing file's folder first, then from backend/ (the bench has no
 * node_modules of its own). npm packages become external imports by absolute file URL, so they load
 * from backend/node_modules wherever the bundle lies; @campus/* workspace packages are bundled.
 */
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
        if (!resolved || resolved.errors.length > 0) {
          return {
            errors: [{ text: `cannot resolve ${args.path} from ${args.resolveDir} or ${backendDir}` }],
          };
        }
        if (resolved.external) return { path: args.path, external: true }; // a Node built-in
        if (args.path.startsWith('@campus/')) return { path: resolved.path };
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
    },
  };
}

async function bundle(esbuild, outdir) {
  await esbuild.build({
    entryPoints: {
      main: join(here, 'src', 'main.ts'),
      floor: join(here, 'src', 'floor.ts'),
      guardian: join(here, 'src', 'guardian.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
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
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
