import { eq, sql } from 'drizzle-orm';
import { api, computeFees, latestProcess, type Dashboard, type OrderTransition } from '@campus/contracts';
import { gigs, orders } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import { customerCard, providerPaidOut, providerPayable } from '../../src/ledger/accounts';
import { balances } from '../../src/ledger/journal';
import { takeTransition, type TransitionActor } from '../../src/orders/process';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { Browser, signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { JORDAN, userIds } from '../messages/live';
import { orderIn, parties, type Parties } from '../orders/fixtures';
import { itemFor } from '../orders/item-support';
import { releasedOrder, signInAs } from './support';

let server: TestServer;
let p: Parties;
let customer: Browser;
let provider: Browser;
let stranger: Browser;
/** Orders of p, by what happened to them (each on its own gig: $25/hr, so $26.40 paid with the fees). */
const o: Record<string, number> = {};

const step = (orderId: number, transition: OrderTransition, actor: TransitionActor, refundedCents?: number) =>
  takeTransition(server.db, {
    orderId,
    transition,
    actor,
    ...(refundedCents === undefined ? {} : { changes: () => ({ refundedCents }) }),
  });

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  p = await parties(server.db);
  [customer, provider, stranger] = await Promise.all([
    signInAs(server, p.customerId),
    signInAs(server, p.providerId),
    signInAs(server, p.strangerId),
  ]);
  const asCustomer = { kind: 'customer', userId: p.customerId } as const;
  // released and paid out, as the demo data writes it
  o.paidOut = await releasedOrder(server.db, p, 'funds_released');
  // the rest through the order process's own transitions (so their journals are the real ones)
  o.confirmed = await orderIn(server.db, p, 'payment_held');
  await step(o.confirmed, 'confirm_receipt', asCustomer);
  o.held = await orderIn(server.db, p, 'payment_held');
  // disputed once the provider marked the service delivered (the dispute window runs from delivery)
  o.disputed = await orderIn(server.db, p, 'in_dispute');
  o.partlyRefunded = await orderIn(server.db, p, 'in_dispute');
  // $10 of $26.40 back to the card: the platform keeps its $1.40, the provider is owed $15
  await step(o.partlyRefunded, 'resolve_refund', { kind: 'operator', userId: null }, 1000);
  o.voided = await orderIn(server.db, p, 'payment_processing');
  await step(o.voided, 'cancel', asCustomer);
  // released, then completed by paid extra time
  o.extraTime = await orderIn(server.db, p, 'completed');
  // one gig paused, one deleted: neither is active
  const gigOf = async (orderId: number) =>
    must((await server.db.select({ gigId: orders.gigId }).from(orders).where(eq(orders.id, orderId)))[0])
      .gigId ?? 0;
  await server.db
    .update(gigs)
    .set({ status: 'inactive' })
    .where(eq(gigs.id, await gigOf(o.held)));
  await server.db
    .update(gigs)
    .set({ status: 'deleted' })
    .where(eq(gigs.id, await gigOf(o.voided)));
});
afterAll(() => server.close());

async function dashboardOf(browser: Browser): Promise<Dashboard> {
  const res = await browser.get(api.dashboard.path);
  expect(res.status).toBe(200);
  return api.dashboard.reply.parse(await json(res));
}

/** What the ledger itself says of the student's accounts, in dollars. */
async function ledgerOf(userId: number) {
  const accounts = await balances(server.db);
  const dollars = (account: string) => (accounts.get(account) ?? 0) / 100;
  return {
    payable: dollars(providerPayable(userId)),
    paidOut: dollars(providerPaidOut(userId)),
    spent: -dollars(customerCard(userId)),
  };
}

const ZERO: Dashboard = {
  activeGigs: 0,
  completedOrders: 0,
  totalEarnings: 0,
  totalSpent: 0,
  balances: { inEscrow: 0, payable: 0, paidOut: 0 },
};

describe('GET /api/dashboard', () => {
  it('is 401 for a visitor', async () => {
    const res = await new Browser(server).get(api.dashboard.path);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: SIGN_IN_REQUIRED });
  });

  it('gives the provider their active gigs, finished orders, earnings and balances, as the ledger has them', async () => {
    const mine = await dashboardOf(provider);
    expect(mine).toEqual({
      // 7 gigs, one paused and one deleted
      activeGigs: 5,
      // paid out, confirmed, completed with extra time (refunded and disputed ones are not finished)
      completedOrders: 3,
      // $25 × 3 released + $15 of the partly refunded one
      totalEarnings: 90,
      totalSpent: 0,
      balances: { inEscrow: 52.8, payable: 65, paidOut: 25 },
    });
    const ledger = await ledgerOf(p.providerId);
    expect(mine.balances.payable).toBe(ledger.payable);
    expect(mine.balances.paidOut).toBe(ledger.paidOut);
    // earned = still owed + already transferred
    expect(mine.totalEarnings).toBe(ledger.payable + ledger.paidOut);
  });

  it('gives the customer what their card paid, net of voids and refunds, and the same finished orders', async () => {
    const mine = await dashboardOf(customer);
    expect(mine).toEqual({
      ...ZERO,
      completedOrders: 3,
      // 5 × $26.40 + ($26.40 − $10 refunded); the voided authorisation costs nothing
      totalSpent: 148.4,
    });
    expect(mine.totalSpent).toBe((await ledgerOf(p.customerId)).spent);
  });

  it("is all zeros for a student with no gigs and no orders: nobody sees another's figures", async () => {
    expect(await dashboardOf(stranger)).toEqual(ZERO);
  });

  it('agrees with the orders for a demo student (every demo order was released and paid out)', async () => {
    const [jordanId] = await userIds(server.db, JORDAN);
    const jordan = await signedIn(server, JORDAN);
    const [expected] = await queryRows<{
      gigs: number;
      finished: number;
      earned: number;
      spent: number;
    }>(
      server.db,
      sql`select (select count(*)::int from gigs where provider_id = ${jordanId} and status = 'active') as gigs,
                 (select count(*)::int from orders where ${jordanId} in (customer_id, provider_id)
                    and status = 'funds_released') as finished,
                 (select coalesce(sum(price_cents), 0)::int from orders where provider_id = ${jordanId}) as earned,
                 (select coalesce(sum(total_amount_cents), 0)::int from orders where customer_id = ${jordanId}) as spent`,
    );
    const e = must(expected);
    expect(e.finished).toBeGreaterThan(0);
    expect(e.earned).toBeGreaterThan(0);
    expect(await dashboardOf(jordan)).toEqual({
      activeGigs: e.gigs,
      completedOrders: e.finished,
      totalEarnings: e.earned / 100,
      totalSpent: e.spent / 100,
      balances: { inEscrow: 0, payable: 0, paidOut: e.earned / 100 },
    });
  });

  it("lowers the customer's spending by a refund, and the provider's escrow with it", async () => {
    const [before, providerBefore] = [await dashboardOf(customer), await dashboardOf(provider)];
    await step(o.disputed ?? 0, 'accept_refund', { kind: 'provider', userId: p.providerId });
    const after = await dashboardOf(customer);
    expect(after.totalSpent).toBeCloseTo(before.totalSpent - 26.4, 10);
    expect(after.totalSpent).toBe((await ledgerOf(p.customerId)).spent);
    const providerAfter = await dashboardOf(provider);
    expect(providerAfter).toEqual({
      ...providerBefore,
      balances: { ...providerBefore.balances, inEscrow: 26.4 },
    });
  });
});

describe('item purchases on the dashboard', () => {
  /** An order of a new $40 item of the seller's, moved by the item-purchase process's own transitions. */
  async function itemOrder(q: Parties, path: Array<[OrderTransition, TransitionActor]>): Promise<number> {
    const fees = computeFees(4000);
    const [row] = await server.db
      .insert(orders)
      .values({
        gigId: null,
        isMarketplaceItem: true,
        marketplaceItemId: await itemFor(server.db, q.providerId, { priceCents: 4000 }),
        customerId: q.customerId,
        providerId: q.providerId,
        totalAmountCents: fees.totalCents,
        platformFeeCents: fees.platformFeeCents,
        priceCents: fees.baseCents,
        transactionFeeCents: fees.transactionFeeCents,
        status: 'awaiting_payment',
        processName: 'item-purchase',
        processVersion: latestProcess('item-purchase').version,
      })
      .returning({ id: orders.id });
    const orderId = must(row).id;
    for (const [transition, actor] of path) await step(orderId, transition, actor);
    return orderId;
  }

  it("counts the seller's and the buyer's item orders beside gig orders: finished, earned, spent, in escrow", async () => {
    const q = await parties(server.db);
    const system = { kind: 'system', userId: null } as const;
    const buyer = { kind: 'customer', userId: q.customerId } as const;
    const paid: Array<[OrderTransition, TransitionActor]> = [
      ['authorise', system],
      ['capture', system],
    ];
    await itemOrder(q, [...paid, ['confirm_receipt', buyer]]); // bought and received
    await itemOrder(q, paid); // paid, not handed over yet
    const total = computeFees(4000).totalCents / 100;
    expect(await dashboardOf(await signInAs(server, q.providerId))).toEqual({
      ...ZERO,
      completedOrders: 1,
      totalEarnings: 40,
      balances: { inEscrow: total, payable: 40, paidOut: 0 },
    });
    expect(await dashboardOf(await signInAs(server, q.customerId))).toEqual({
      ...ZERO,
      completedOrders: 1,
      totalSpent: 2 * total,
    });
  });
});
