/**
 * The load bench's orchestration (run.mjs bundles this and calls `run`): PostgreSQL, product instances
 * on one database, the campus data, the students' journeys for the run's duration, the integrity check,
 * the report.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { runCleanly } from '../../api/src/cleanup';
import { openBenchDatabase } from '../../api/src/database';
import { startInstance, type Instance, type RunContext } from '../../messages/src/main';
import { Acks } from './acks';
import { checkIntegrity, settle } from './integrity';
import { live, type Student, type World } from './journeys';
import { parseOptions } from './options';
import { render, summary } from './report';
import { onboardPayouts, seedCampus } from './seed';
import { Session } from './session';
import { STEPS, Stats } from './stats';

const ROOMY_CHECKOUT_ENV = { CHECKOUT_OPEN_BOOKINGS_MAX: '1000', CHECKOUT_INTENTS_PER_HOUR: '100000' };

const started = performance.now();
const log = (line: string) =>
  process.stderr.write(`[load ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const THINK_MS = { min: 1000, max: 5000 };
/** Students arrive over this share of the run (at most 30 s), not all in the same second. */
const ARRIVAL_SHARE = 0.2;

export function run(ctx: RunContext): Promise<number> {
  return runCleanly(ctx.tempRoot, log, async (cleanup) => {
    const o = parseOptions(ctx.argv);
    const loadAtStart = loadavg();
    const db = await openBenchDatabase(ctx, o, cleanup, log);
    const secret = randomBytes(36).toString('base64url');
    const instances: Instance[] = [];
    for (let i = 0; i < o.instances; i++) {
      const name = String.fromCharCode(65 + i);
      log(`starting product instance ${name}${i === 0 ? ' (it migrates the schema)' : ''}`);
      // a simulated student books far more often in 5 minutes than one does in an hour: the per-customer
      // checkout limits (their own tests pin them) would turn the run into a test of 429s
      instances.push(await startInstance(name, ctx, db, secret, o, cleanup, [], ROOMY_CHECKOUT_ENV));
    }
    const instanceFor = (i: number) => instances[i % instances.length] as Instance;

    log(`seeding: gigs, items, ${o.students} students`);
    const campus = await seedCampus(db.url, o.students);
    const providerIds = new Set(campus.bookable.map((g) => g.providerId));
    const setupStats = new Stats();
    for (const account of campus.students.filter((a) => providerIds.has(a.id))) {
      const provider = new Session(account, instanceFor(0).port, setupStats, o.verbose);
      await onboardPayouts(provider);
      provider.close();
    }
    log(
      `${providerIds.size} student providers set up payouts; ${campus.gigIds.length} gigs, ${campus.itemIds.length} items`,
    );

    const stats = new Stats();
    const acks = new Acks();
    const students: Student[] = campus.students.map((account, i) => ({
      session: new Session(account, instanceFor(i).port, stats, o.verbose),
      sentAt: [],
      items: [],
      seq: 0,
      lastMessageId: 0,
      streamGeneration: 0,
    }));
    const begin = performance.now();
    const world: World = {
      campus,
      acks,
      stats,
      deadline: begin + o.durationS * 1000,
      online: [],
      thinkMs: THINK_MS,
      verbose: o.verbose,
    };
    const arrivalMs = Math.min(30_000, o.durationS * 1000 * ARRIVAL_SHARE);
    log(`load: ${o.students} students arriving over ${arrivalMs / 1000} s, for ${o.durationS} s in all`);
    const progress = setInterval(
      () =>
        log(
          `  ${stats.requests} requests, ${world.online.length} students online, load ${loadavg()[0]?.toFixed(1)}`,
        ),
      30_000,
    );
    try {
      await Promise.all(students.map((s) => live(s, world, Math.random() * arrivalMs)));
    } finally {
      clearInterval(progress);
    }
    const elapsedS = (performance.now() - begin) / 1000;
    const loadAtEnd = loadavg();
    log('load stopped; letting the last events arrive and the sandbox deliver its webhooks');
    await sleep(3000);
    for (const s of students) {
      s.stream?.close();
      s.session.close();
    }
    const undelivered = await settle(db.url, 20_000);
    if (undelivered > 0) log(`  ${undelivered} sandbox webhook events still undelivered`);
    await sleep(2000); // the job runner's moment

    log('checking every acknowledged write against the database');
    const failed = (step: { name: string }) =>
      stats
        .errors()
        .filter((e) => e.step === step.name)
        .reduce((n, e) => n + e.count, 0);
    const checks = await checkIntegrity(
      db.url,
      acks,
      campus.students.map((a) => a.id),
      {
        messages: failed(STEPS.sendMessage),
        bookings: failed(STEPS.createIntent) + failed(STEPS.buyIntent),
        reviews: failed(STEPS.review),
        items: failed(STEPS.createItem),
      },
    );
    const figures = {
      students: o.students,
      instances: o.instances,
      durationS: o.durationS,
      elapsedS,
      thinkMs: THINK_MS,
      server: db.server,
      cores: cpus().length,
      loadAtStart,
      loadAtEnd,
      seeded: { gigs: campus.gigIds.length, items: campus.itemIds.length, bookable: campus.bookable.length },
      messages: { acknowledged: acks.messages.size, delivered: acks.deliveredCount() },
      checks,
    };
    const s = summary(stats, figures);
    process.stdout.write(`${render(s, figures)}\n`);
    if (o.jsonFile) await writeFile(o.jsonFile, `${JSON.stringify({ ...figures, ...s }, null, 2)}\n`);
    return 0;
  });
}
