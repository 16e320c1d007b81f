#!/usr/bin/env node
/**
 * The deployment of compose.yaml without containers: one PostgreSQL, one S3-compatible store (s3rver),
 * several product instances of the built backend (backend/dist/main.js) on their own ports and DATA_DIRs,
 * and a reverse proxy in front of them (proxy.mjs), all on 127.0.0.1. Every instance shares the
 * database, the bucket and SESSION_SECRET, trusts the proxy's X-Forwarded-* headers and has the proxy's
 * address as PUBLIC_ORIGIN: a browser sees one site. docs/operations.md, "Deploying on several machines".
 *
 * Usage (from the repository root, after a build: `npm start` once, or `npx -y pnpm@10.34.8 -r run build`):
 *
 *   node scripts/topology/run.mjs [options]
 *
 * Options:
 *   --instances N        product instances (default 2), named a, b, c, ...
 *   --port P             the proxy's port (default: a free one)
 *   --entry FILE         the product to run (default backend/dist/main.js; e.g. the image's layout made by
 *                        `pnpm deploy`, whose static files lie two folders up, as in the image)
 *   --ready-path PATH    the readiness check of the instances, for the proxy and the start (default /readyz)
 *   --production         NODE_ENV=production for the instances (and PAYMENT_PROVIDER=sandbox unless set): the
 *                        production checks and settings, over http on loopback, which production accepts
 *   --json               print one JSON line on stdout once everything is up (for tests); the rest on stderr
 *   --allow-pin          tests only: the proxy sends a browser with the cookie `topology-pin=<name>` to that instance
 *   --until-stdin-closes stop everything when stdin closes (a test that started this died)
 *   --verbose            echo the instances' log lines on stderr
 *   --help               this text
 *
 * Environment: DATABASE_URL (postgres://...) of a server where a database of its own is created for the
 * run and dropped at the end; unset, the backend's embedded PostgreSQL is started. The instances get the
 * rest of the environment as well.
 *
 * Everything runs in a temporary folder that is removed on Ctrl-C (or SIGTERM), also after a failed start.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, startInstance } from './instance.mjs';
import { startPostgres } from './postgres.mjs';
import { startProxy } from './proxy.mjs';
import { startS3 } from './s3.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const backendDir = join(repoRoot, 'backend');
const defaultEntry = join(backendDir, 'dist', 'main.js');

/** How often the proxy asks each instance's readiness. */
const CHECK_EVERY_MS = 1000;

/** Settings of the caller's environment that are the topology's to decide, per instance. */
const OWN = ['DATABASE_URL', 'DATA_DIR', 'UPLOAD_DIR', 'PORT', 'HOST', 'PUBLIC_ORIGIN', 'UPLOAD_PUBLIC_URL'];

async function usage() {
  const text = await readFile(fileURLToPath(import.meta.url), 'utf8');
  const block = text.slice(text.indexOf('/**') + 3, text.indexOf('*/'));
  return block
    .split('\n')
    .map((l) => l.replace(/^ \* ?/, ''))
    .join('\n')
    .trim();
}

async function main() {
  const { values: opts } = parseArgs({
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '0' },
      entry: { type: 'string', default: defaultEntry },
      'ready-path': { type: 'string', default: '/readyz' },
      production: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'allow-pin': { type: 'boolean', default: false },
      'until-stdin-closes': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (opts.help) {
    process.stdout.write(`${await usage()}\n`);
    return;
  }
  const count = Number(opts.instances);
  if (!Number.isInteger(count) || count < 1 || count > 26) throw new Error('--instances must be 1 to 26');
  const readyPath = opts['ready-path'];
  const entry = resolve(opts.entry);
  const say = (line) => (opts.json ? process.stderr : process.stdout).write(`${line}\n`);
  try {
    await readFile(entry);
  } catch {
    throw new Error(
      `The product is not built (${entry} is missing): run \`npm start\` once or \`npx -y pnpm@10.34.8 -r run build\`.`,
    );
  }

  const started = performance.now();
  // As root, the embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  const dir = await mkdtemp(join(tmpdir(), 'campus-topology-'));
  await chmod(dir, 0o755);
  const stops = [];
  let stopping;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const stop of stops.reverse())
        await stop().catch((err) => process.stderr.write(`stopping: ${err}\n`));
      await rm(dir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
  if (opts['until-stdin-closes']) {
    process.stdin.on('end', () => void stopAll().then(() => process.exit(0)));
    process.stdin.resume();
  }

  try {
    const names = Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
    const [postgres, s3] = await Promise.all([
      startPostgres({ databaseUrl: process.env.DATABASE_URL, dir, backendDir }),
      startS3({ dir, backendDir }),
    ]);
    stops.push(postgres.stop, s3.stop);
    const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    process.stderr.write(`${at()}: PostgreSQL (${postgres.kind}) and S3 (${s3.endpoint}) up\n`);

    // The proxy's address is every instance's PUBLIC_ORIGIN: chosen now, listened on once they are up.
    const proxyPort = Number(opts.port) || (await freePort());
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN.includes(k)));
    const env = {
      ...base,
      ...s3.env,
      DATABASE_URL: postgres.url,
      // one key for every instance: a cookie signed by one is valid on all
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      INSTANCE_COUNT: String(count),
      // a stopped instance keeps serving, /readyz at 503, until the proxy's next check has taken it out
      SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS || String(CHECK_EVERY_MS * 1.5),
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: proxyUrl,
      ...(opts.production
        ? { NODE_ENV: 'production', PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'sandbox' }
        : {}),
    };
    const echo = opts.verbose
      ? (name, text) => process.stderr.write(text.replace(/^(?=.)/gm, `${name} | `))
      : undefined;
    const start = (name) =>
      startInstance({ name, entry, cwd: repoRoot, dataDir: join(dir, name), env, readyPath, echo }).then(
        (i) => {
          stops.push(i.stop);
          return i;
        },
      );
    // The first migrates the database, seeds the demo data and installs the job queue's schema; the others
    // start once it is ready and find all three done. (Started together on a new database, two instances
    // would run the same migrations, or create the job queue's schema, at once: one fails.)
    const first = await start(names[0]);
    process.stderr.write(`${at()}: instance ${first.name} ready (migrated, seeded)\n`);
    const instances = [first, ...(await Promise.all(names.slice(1).map(start)))];
    process.stderr.write(`${at()}: every instance ready\n`);

    const balancer = await startProxy({
      upstreams: instances.map(({ name, url }) => ({ name, url })),
      port: proxyPort,
      readyPath,
      checkEveryMs: CHECK_EVERY_MS,
      allowPin: opts['allow-pin'],
      log: (line) => process.stderr.write(`proxy: ${line}\n`),
    });
    stops.push(balancer.close);

    if (opts.json)
      process.stdout.write(
        `${JSON.stringify({
          type: 'ready',
          proxy: balancer.url,
          instances: instances.map(({ name, url, logFile, pid }) => ({
            name,
            url,
            logFile,
            pid,
            dataDir: join(dir, name),
          })),
          s3: s3.endpoint,
          database: postgres.kind,
        })}\n`,
      );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `\nThe topology is up in ${seconds} s: ${count} instance(s), one PostgreSQL, one S3 store, one proxy.`,
    );
    say(`  proxy          ${balancer.url}   <- open this one`);
    for (const i of instances)
      say(`  instance ${i.name}     ${i.url}   DATA_DIR ${join(dir, i.name)}, log ${i.logFile}`);
    say(`  S3 (s3rver)    ${s3.endpoint}   bucket ${s3.env.S3_BUCKET}`);
    say(`  PostgreSQL     ${postgres.kind}`);
    say(`Ctrl-C stops everything and removes ${dir}.`);
  } catch (err) {
    await stopAll();
    throw err;
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
