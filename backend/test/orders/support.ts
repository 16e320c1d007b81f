import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { api, SANDBOX_TEST_CARDS, type CheckoutLimits, type SandboxIntent } from '@campus/contracts';
import { createApp } from '../../src/app';
import type { Clock } from '../../src/clock/clock';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import {
  extraTimeRequests,
  gigs,
  ledgerJournals,
  orders,
  sandboxPaymentIntents,
  sandboxWebhookOutbox,
  type OrderRow,
} from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/http/server';
import { balances } from '../../src/ledger/journal';
import { providerPaidOut, providerPayable } from '../../src/ledger/accounts';
import { providerShareCents } from '../../src/ledger/order-journals';
import { extraTimePayoutKey } from '../../src/orders/extra-time';
import { createLogger } from '../../src/logger';
import type { OrderJobDeps } from '../../src/orders/jobs';
import { handlePaymentWebhook } from '../../src/orders/webhook';
import { PaymentProviderError, type PaymentProvider } from '../../src/payments/provider';
import { isSandbox } from '../../src/payments/sandbox/routes';
import type { SandboxProvider } from '../../src/payments/sandbox/processor';
import { seedDemoData } from '../../src/seed';
import { createUploadStorage } from '../../src/uploads/create';
import { createServices, type Services } from '../../src/services';
import type { Browser } from '../auth/browser';
import { json, migrationsFolder, must, seedImagesDir, backendDir } from '../harness';
import { card } from '../payments/sandbox-support';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

/**
 * A backend instance for the order tests: like the harness's test server, but with its services in
 * hand (the sandbox, the job bodies' dependencies) and optionally on a database another instance made
 * (`databaseName`: a restart after a crash). `wrapPayments` puts a fault in front of the provider the
 * routes call (a call whose answer is lost, a provider that is down).
 */
export interface OrderServer {
  url: string;
  db: Db;
  databaseName: string;
  config: Config;
  services: Services;
  /** The sandbox itself (the routes' provider may be wrapped). */
  sandbox: SandboxProvider;
  /** What the order job bodies take. */
  jobDeps: OrderJobDeps;
  /** Stops this instance; the database stays unless `drop`. */
  close(options?: { drop?: boolean }): Promise<void>;
}

export interface OrderServerOptions {
  databaseName?: string;
  seed?: boolean;
  wrapPayments?: (payments: PaymentProvider) => PaymentProvider;
  /** Extra environment for loadConfig (e.g. OPERATOR_EMAILS). */
  env?: Record<string, string>;
  /**
   * The checkout limits (default: high enough never to stop a test that books a lot as one student;
   * the limits' own tests pass contracts' CHECKOUT_LIMITS).
   */
  checkoutLimits?: CheckoutLimits;
  /** The server's clock (default: the real one), e.g. held still so a test knows `now` exactly. */
  clock?: Clock;
}

/** A clock held still at `at`: what the server compares with and stamps is exactly `at`. */
export const stillClock = (at: Date): Clock => ({ now: () => new Date(at), advance: () => new Date(at) });

/** Limits no test reaches by accident: each test file books dozens of gigs as the same student. */
export const ROOMY_CHECKOUT_LIMITS: CheckoutLimits = { openBookingsMax: 1000, intentsPerHour: 1000 };

/** The same for every instance of a test: sessions and webhook signatures work across them. */
const SHARED_SECRET = randomBytes(32).toString('hex');

export async function startOrderServer(options: OrderServerOptions = {}): Promise<OrderServer> {
  const databaseName = options.databaseName ?? (await createMigratedDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-orders-'));
  const database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      STATIC_ROOT: dataDir,
      SESSION_SECRET: SHARED_SECRET,
      ...options.env,
    },
    { repoRoot: backendDir },
  );
  if (options.seed)
    await seedDemoData(database.db, {
      images: { from: seedImagesDir, storage: createUploadStorage(config) },
    });
  const log = createLogger(config.logLevel);
  const built = createServices({ db: database.db, config, log });
  const sandbox = built.payments;
  if (!isSandbox(sandbox)) throw new Error('the order tests run on the sandbox');
  const services: Services = {
    ...built,
    payments: options.wrapPayments?.(sandbox) ?? sandbox,
    checkoutLimits: options.checkoutLimits ?? ROOMY_CHECKOUT_LIMITS,
    clock: options.clock ?? built.clock,
  };
  const app = createApp({ db: database.db, config, log, services });
  const server: Server = await new Promise((ok) => {
    const s = createHttpServer(app, SERVER_TIMEOUTS);
    s.listen(0, '127.0.0.1', () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    databaseName,
    config,
    services,
    sandbox,
    jobDeps: {
      db: database.db,
      payments: services.payments,
      log,
      authorisationMarginMs: config.authorisationMarginMs,
    },
    close: async ({ drop = false } = {}) => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      // the sandbox's deliveries still running need the pool: let them end first
      await settle(database.db).catch(() => undefined);
      await database.close();
      if (drop) await dropDatabase(databaseName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The hooks of a test file on one order server (started in its beforeAll): after each test, `reset`
 * (a test's faults undone), the sandbox's webhooks delivered and the ledger balanced; after all, the
 * server stopped and its database dropped.
 */
export function orderFileHooks(
  server: () => Pick<OrderServer, 'db' | 'close'>,
  reset: () => void | Promise<void> = () => undefined,
): void {
  afterAll(() => server().close({ drop: true }));
  afterEach(async () => {
    await reset();
    await settle(server().db);
    await expectLedgerBalanced(server().db);
  });
}

/**
 * Waits until `check` passes (it throws until then), up to `ms`: a bound on a failure, not a wait (5 s
 * was short for a job or a webhook delivery on a loaded machine).
 */
export async function eventually<T>(check: () => Promise<T>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * Waits until the sandbox has tried to deliver every webhook event it recorded (each was handled, or
 * refused by a detached sink).
 */
export async function settle(db: Db, ms = 20_000): Promise<void> {
  await eventually(async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxWebhookOutbox)
      .where(and(isNull(sandboxWebhookOutbox.deliveredAt), eq(sandboxWebhookOutbox.attempts, 0)));
    if ((row?.n ?? 0) > 0) throw new Error(`${row?.n} sandbox webhook events still undelivered`);
  }, ms);
}

/**
 * The ledger invariants: every journal sums to zero; `escrow` holds exactly the totals of the
 * `payment_held` and `in_dispute` orders and `authorisation_holds` those of the `payment_processing`
 * ones; each provider's payable and paid-out accounts hold exactly their share of the orders released
 * to them (and of the extra time paid), as paid out or not yet.
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const unbalanced = await queryRows<{ key: string; sum: string }>(
    db,
    sql`select j.key, coalesce(sum(e.amount_cents), 0)::bigint as sum
        from ledger_journals j left join ledger_entries e on e.journal_id = j.id
        group by j.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2`,
  );
  expect(unbalanced).toEqual([]);
  const [totals] = await queryRows<{ held: string; processing: string }>(
    db,
    sql`select coalesce(sum(total_amount_cents) filter (where status in ('payment_held', 'in_dispute')), 0)::bigint as held,
               coalesce(sum(total_amount_cents) filter (where status = 'payment_processing'), 0)::bigint as processing
        from orders`,
  );
  const accounts = await balances(db);
  expect({
    escrow: accounts.get('escrow') ?? 0,
    authorisation_holds: accounts.get('authorisation_holds') ?? 0,
  }).toEqual({ escrow: Number(totals?.held ?? 0), authorisation_holds: Number(totals?.processing ?? 0) });
  expect(providerAccounts(accounts)).toEqual(await expectedProviderAccounts(db));
}

const RELEASED = ['confirmed_completed', 'funds_released', 'completed', 'refunded'];
const isProviderAccount = (account: string) =>
  account.startsWith('provider_payable:') || account.startsWith('provider_paid_out:');

function providerAccounts(accounts: Map<string, number>): Record<string, number> {
  const entries = [...accounts].filter(([account, cents]) => isProviderAccount(account) && cents !== 0);
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** What each provider's accounts should hold, from the orders and the extra time paid. */
async function expectedProviderAccounts(db: Db): Promise<Record<string, number>> {
  const expected = new Map<string, number>();
  const add = (account: string, cents: number) => expected.set(account, (expected.get(account) ?? 0) + cents);
  const all = await db.select().from(orders);
  for (const o of all) {
    if (!RELEASED.includes(o.status)) continue;
    const paid = o.status === 'funds_released' || o.paidOutAt !== null;
    add((paid ? providerPaidOut : providerPayable)(o.providerId), providerShareCents(o));
  }
  const payouts = new Set(
    (
      await db
        .select({ key: ledgerJournals.key })
        .from(ledgerJournals)
        .where(sql`${ledgerJournals.key} like 'extra-time:%:payout'`)
    ).map((j) => j.key),
  );
  const paidExtra = await db
    .select({
      id: extraTimeRequests.id,
      priceCents: extraTimeRequests.priceCents,
      providerId: orders.providerId,
    })
    .from(extraTimeRequests)
    .innerJoin(orders, eq(orders.id, extraTimeRequests.orderId))
    .where(eq(extraTimeRequests.status, 'paid'));
  for (const x of paidExtra) {
    const paid = payouts.has(extraTimePayoutKey(x.id));
    add((paid ? providerPaidOut : providerPayable)(x.providerId), x.priceCents);
  }
  return providerAccounts(expected);
}

export const orderRow = async (db: Db, id: number): Promise<OrderRow> =>
  must((await db.select().from(orders).where(eq(orders.id, id)))[0], `order ${id}`);

/** An active gig of the student with this e-mail (the demo data gives each several). */
export async function gigOf(
  db: Db,
  providerId: number,
): Promise<{ id: number; priceCents: number; title: string }> {
  const [gig] = await db
    .select({ id: gigs.id, priceCents: gigs.priceCents, title: gigs.title })
    .from(gigs)
    .where(and(eq(gigs.providerId, providerId), eq(gigs.status, 'active')))
    .orderBy(gigs.id)
    .limit(1);
  return must(gig, `active gig of user ${providerId}`);
}

/** POST /api/create-payment-intent as `browser`: its client secret (or the failed response). */
export async function book(browser: Browser, gigId: number): Promise<string> {
  const res = await browser.post(api.createPaymentIntent.path, { gigId });
  const body = await json<{ clientSecret?: string; message?: string }>(res);
  if (res.status !== 200 || !body.clientSecret)
    throw new Error(`booking gig ${gigId} failed: ${res.status} ${body.message}`);
  return body.clientSecret;
}

export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** Confirms the intent with a test card as the checkout page does (POST /api/sandbox/confirm). */
export async function pay(
  browser: Browser,
  clientSecret: string,
  number: string = SANDBOX_TEST_CARDS.succeeds,
): Promise<SandboxIntent> {
  const res = await browser.post(api.sandboxConfirm.path, { clientSecret, card: card(number) });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(body)}`);
  return api.sandboxConfirm.reply.parse(body);
}

/** The order holding this intent. */
export async function orderOfIntent(db: Db, intentId: string): Promise<OrderRow> {
  return must(
    (await db.select().from(orders).where(eq(orders.paymentIntentId, intentId)))[0],
    'order of intent',
  );
}

/** Faults to put in front of a provider's calls: 'down' fails before the call, 'lost' after it was made. */
export type Fault = 'down' | 'lost';
export type FaultyCall = 'createIntent' | 'retrieveIntent' | 'captureIntent' | 'cancelIntent' | 'transfer';
export type Faults = Map<FaultyCall, Fault>;

/**
 * The provider with `faults` (read at each call, so a test switches them on and off): a provider that
 * cannot be reached, or a call that went through but whose answer never came back (a timeout).
 */
export function faulty(inner: PaymentProvider, faults: Faults): PaymentProvider {
  const wrap =
    <A extends unknown[], R>(name: FaultyCall, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (faults.get(name) === 'down') throw new PaymentProviderError('connect ECONNREFUSED', 'unavailable');
      const result = await call(...args);
      if (faults.get(name) === 'lost') throw new PaymentProviderError('Request timed out', 'unavailable');
      return result;
    };
  return {
    ...inner,
    createIntent: wrap('createIntent', (i) => inner.createIntent(i)),
    retrieveIntent: wrap('retrieveIntent', (id) => inner.retrieveIntent(id)),
    captureIntent: wrap('captureIntent', (id, key) => inner.captureIntent(id, key)),
    cancelIntent: wrap('cancelIntent', (id, key) => inner.cancelIntent(id, key)),
    transfer: wrap('transfer', (input) => inner.transfer(input)),
  };
}

/** The sandbox's intents made for an order (its metadata names it). */
export async function intentsOfOrder(db: Db, orderId: number) {
  return db
    .select()
    .from(sandboxPaymentIntents)
    .where(sql`${sandboxPaymentIntents.metadata}->>'orderId' = ${String(orderId)}`);
}

/** The sandbox stops reaching the backend: its events wait in its outbox, undelivered. */
export function detachWebhooks(server: Pick<OrderServer, 'sandbox'>): void {
  server.sandbox.onWebhook(async () => {
    throw new Error('webhook endpoint unreachable');
  });
}

/** The sandbox delivers to the order process again, as services.ts wires it. */
export function attachWebhooks(server: Pick<OrderServer, 'sandbox' | 'jobDeps' | 'services'>): void {
  const deps = { ...server.jobDeps, payOutProviders: server.services.payOutProviders };
  server.sandbox.onWebhook((raw, signature) => handlePaymentWebhook(deps, raw, signature));
}
