// Every check `npm test` runs, each in its tier: `ci` runs on every CI run (under 10 minutes on 2 cores),
// `slow` is the slower job (docs/testing.md says what is in it and why). `npm test` runs both.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { checkCounts, jestCounts, tapCounts } from './counts.mjs';

const PNPM = ['-y', 'pnpm@10.34.8'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * The packages whose own `typecheck` script runs in `npm test`. The front end (the shell, ui, testkit and
 * every remote) is type-checked as one program instead (tsconfig.front-all.json): each remote's own check
 * re-reads ui, contracts and the shell's runtime, so one program checks each file once, in a seventh of
 * the time. The per-package scripts stay for `npm run ship`'s gate and `npm run dev`.
 */
const CHECKED_ALONE = ['backend', 'contracts', 'e2e'];

/** backend/test/openapi runs in the OpenAPI check (through Prism), not again in the backend suite's runs. */
const OPENAPI_APART = ['--testPathIgnorePatterns=/test/openapi/'];
/**
 * On every CI run the fuzzing suite runs through Prism (the OpenAPI check, 1,000 inputs, each request and
 * reply also judged against the document); its 10,000 inputs straight to the backend run in the slow tier's
 * whole suite.
 */
const OPENAPI_AND_FUZZ_APART = [...OPENAPI_APART, '/test/security/fuzz\\.test\\.ts$'];
/**
 * backend/test/ssr renders through the built shell's and remotes' server bundles: its own task, after
 * the build (which empties and rewrites those folders), not beside it in the backend suite.
 */
const SSR_APART = ['/test/ssr/'];
/**
 * The crash and outage drills (kill -9 mid-payment and mid-delivery, mail down, PostgreSQL restarted,
 * SIGTERM to one of two instances with a stream open: 130 s of the embedded run) run in the slow tier's
 * whole suite; CI keeps the lost-connection, disk-full and unavailable-mapping faults, which take seconds.
 */
const DRILLS_APART = [
  '/test/faults/(kill-payment-flow|mail-down|postgres-restart)\\.test\\.ts$',
  '/test/notifications/kill-delivery\\.test\\.ts$',
  '/test/health/graceful-shutdown\\.test\\.ts$',
];

/** The environment without CAMPUS_TEST_TIER: each task sets the tier its package understands. */
function withoutTier(env) {
  const { CAMPUS_TEST_TIER: _tier, ...rest } = env;
  return rest;
}

/**
 * @param {{ root: string, tier: 'ci' | 'slow' | 'all' }} options
 * @returns {import('./scheduler.mjs').Task[]}
 */
export function testTasks({ root, tier }) {
  const scratch = mkdtempSync(join(tmpdir(), 'campus-test-'));
  const node = process.execPath;
  const jestBin = join(root, 'node_modules/jest/bin/jest.js');
  // The e2e journeys and the first backend pass use the product's embedded defaults, as a fresh clone does.
  const { DATABASE_URL, ...embeddedEnv } = withoutTier(process.env);

  const check = (name, cmd, args, extra = {}) => ({ name, cmd, args, counts: checkCounts(name), ...extra });

  /** A package's own `typecheck` script, run by the shell with its and the root's binaries on PATH. */
  const typecheck = (pkg) => {
    const script = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).scripts.typecheck;
    const PATH = [
      join(root, pkg, 'node_modules/.bin'),
      join(root, 'node_modules/.bin'),
      process.env.PATH,
    ].join(delimiter);
    return check(`Type-check (${pkg})`, 'sh', ['-c', script], {
      cwd: join(root, pkg),
      env: { ...process.env, PATH },
    });
  };

  const jest = (name, cwd, args, extra = {}) => {
    const report = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
    return {
      name,
      cmd: node,
      args: [jestBin, '--json', `--outputFile=${report}`, ...args],
      cwd,
      counts: (status) => jestCounts(report, root, status),
      ...extra,
    };
  };

  const openApiCheck = (env) => {
    const report = join(scratch, 'openapi.json');
    return {
      name: 'OpenAPI (Redocly, Prism proxy)',
      cmd: node,
      args: ['scripts/openapi/check.mjs', `--outputFile=${report}`],
      env,
      counts: (status) => jestCounts(report, root, status),
    };
  };

  const nodeTest = (name, files, extra = {}) => {
    const tap = join(scratch, `${name.replace(/\W+/g, '-')}.tap`);
    return {
      name,
      cmd: node,
      args: ['--test', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
      counts: (status) => tapCounts(tap, name, status),
      ...extra,
    };
  };

  /** @type {(import('./scheduler.mjs').Task & { tier: 'ci' | 'slow' })[]} */
  const tasks = [
    // The longest path first: the build, then the journeys beside the static checks.
    {
      ...check('Build (backend, shell, remotes)', npx, [
        ...PNPM,
        '-r',
        '--workspace-concurrency=2',
        'run',
        'build',
      ]),
      cores: 2,
      tier: 'ci',
    },
    {
      ...jest('Journeys (Chromium), CI tier', join(root, 'e2e'), ['--runInBand'], {
        env: { ...embeddedEnv, CAMPUS_TEST_TIER: 'ci' },
        needs: ['Build (backend, shell, remotes)'],
      }),
      // Chromium and the product mostly wait on each other: one core, a static check beside it
      cores: 1,
      tier: 'ci',
    },
    {
      ...jest(
        'Backend (embedded PostgreSQL 18)',
        join(root, 'backend'),
        [...OPENAPI_AND_FUZZ_APART, ...DRILLS_APART, ...SSR_APART],
        {
          env: embeddedEnv,
        },
      ),
      cores: 2,
      tier: 'ci',
    },
    {
      ...jest('Backend: server rendering (embedded PostgreSQL 18)', join(root, 'backend'), ['test/ssr/'], {
        env: embeddedEnv,
        needs: ['Build (backend, shell, remotes)'],
      }),
      tier: 'ci',
    },
    { ...jest('Front-end (contracts, ui, shell, remotes)', root, ['--maxWorkers=2']), cores: 2, tier: 'ci' },
    // Redocly's lint, the route/document test, the API journey and the fuzzing suite through Prism.
    { ...openApiCheck(withoutTier(process.env)), cores: 2, tier: 'ci' },
    { ...check('Lint (eslint)', npx, ['eslint', '.', '--max-warnings=0']), tier: 'ci' },
    { ...check('Format (prettier)', npx, ['prettier', '--check', '.', '--log-level=warn']), tier: 'ci' },
    ...CHECKED_ALONE.map((pkg) => ({ ...typecheck(pkg), tier: 'ci' })),
    {
      ...check('Type-check (front end: shell, ui, testkit, every remote)', npx, [
        'tsc',
        '--noEmit',
        '-p',
        'tsconfig.front-all.json',
      ]),
      tier: 'ci',
    },
    // ui's library alone, without the test globals (jest, node) the one program above has
    { ...check('Type-check (ui library)', npx, ['tsc', '--noEmit', '-p', 'ui/tsconfig.json']), tier: 'ci' },
    ...['api', 'messages', 'load', 'notify', 'memory', 'ssr'].map((bench) => ({
      ...check(`Type-check (bench/${bench})`, npx, ['tsc', '-p', `bench/${bench}/tsconfig.json`, '--noEmit']),
      tier: 'ci',
    })),
    { ...nodeTest('Remote registry (node:test)', ['scripts/registry.test.mjs']), tier: 'ci' },
    // The layer rules of eslint.config.mjs, pinned per package (an upward import is refused).
    { ...nodeTest('Layer rules (node:test)', ['scripts/layers.test.mjs']), tier: 'ci' },
    // README and docs: links and anchors, the README's length and folder map, the configuration table.
    { ...nodeTest('Docs (node:test)', ['scripts/docs.test.mjs']), tier: 'ci' },
    // npm start and npm test on a Node.js older than the engines: the needed version, before installing
    { ...nodeTest('Node.js version check (node:test)', ['scripts/node-version.test.mjs']), tier: 'ci' },
    // The multi-instance topology's proxy (scripts/topology); its journey (two-instances) is a CI journey.
    { ...nodeTest('Topology proxy (node:test)', ['scripts/topology/proxy.test.mjs']), tier: 'ci' },
    {
      ...nodeTest('Ship script: release ids (node:test)', ['scripts/ship/content-hash.test.mjs']),
      tier: 'ci',
    },
    // pruning, the lock, the live record, the gate, adoption and channels, through the command in a throw-away
    // repo (70 s on one core): with the ship journeys, in the slow tier
    { ...nodeTest('Ship script: the command (node:test)', ['scripts/ship/ship.test.mjs']), tier: 'slow' },
    {
      ...jest('Journeys (Chromium), slow tier', join(root, 'e2e'), ['--runInBand'], {
        env: { ...embeddedEnv, CAMPUS_TEST_TIER: 'slow' },
        needs: ['Build (backend, shell, remotes)'],
      }),
      cores: 2,
      tier: 'slow',
    },
  ];
  if (DATABASE_URL) {
    // The second PostgreSQL major: on every CI run the files whose outcome can depend on the server's
    // version (backend/jest.config.cjs says which and why), the whole suite in the slower job.
    tasks.push(
      {
        ...jest('Backend (PostgreSQL of DATABASE_URL), compatibility subset', join(root, 'backend'), [], {
          env: { ...process.env, CAMPUS_TEST_TIER: 'pg-compat' },
        }),
        cores: 2,
        tier: 'ci',
      },
      {
        ...jest('Backend (PostgreSQL of DATABASE_URL), whole suite', join(root, 'backend'), OPENAPI_APART, {
          env: withoutTier(process.env),
          // it includes test/ssr, which reads the built server bundles
          needs: ['Build (backend, shell, remotes)'],
        }),
        cores: 2,
        tier: 'slow',
      },
    );
  }
  // Without a second server, what the CI run leaves to the slow tier's whole suite runs on the embedded one.
  else
    tasks.push({
      ...jest(
        'Backend (embedded PostgreSQL 18): fuzzing straight to the backend, and the drills',
        join(root, 'backend'),
        ['test/security/fuzz.test.ts', 'test/faults/', 'test/notifications/kill-delivery'],
        { env: embeddedEnv },
      ),
      cores: 2,
      tier: 'slow',
    });
  return tasks.filter((task) => tier === 'all' || task.tier === tier);
}
