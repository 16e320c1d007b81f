import { eq, inArray } from 'drizzle-orm';
import {
  computeFees,
  ORDER_PROCESS,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionRule,
} from '@campus/contracts';
import { ledgerEntries, ledgerJournals, orders } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { ACCOUNTS, customerCard, providerPaidOut, providerPayable } from '../../src/ledger/accounts';
import { balances, postJournal, UnbalancedJournalError } from '../../src/ledger/journal';
import {
  orderJournal,
  payoutJournal,
  providerShareCents,
  refundJournal,
} from '../../src/ledger/order-journals';
import { must } from '../harness';

/** The journal a transition posts, as the gig booking's process table declares its ledger posting. */
const journalOf = (t: OrderTransition, from: OrderStatus, o: Parameters<typeof orderJournal>[2]) => {
  const posting = (ORDER_PROCESS[t] as OrderTransitionRule).effects?.ledger;
  return posting ? orderJournal(posting, from, o) : null;
};
import { expectLedgerBalanced, startOrderServer, type OrderServer } from './support';

let server: OrderServer;
let db: Db;

beforeAll(async () => {
  server = await startOrderServer();
  db = server.db;
});
afterAll(() => server.close({ drop: true }));

const move = (key: string, cents: number, from = 'a', to = 'b') => ({
  key,
  orderId: null,
  kind: 'test',
  entries: [
    { account: from, amountCents: -cents },
    { account: to, amountCents: cents },
  ],
});

describe('postJournal', () => {
  it('records a balanced journal once per key: the second post writes nothing', async () => {
    expect(await postJournal(db, move('test:once', 1000, 'x1', 'y1'))).toBe(true);
    expect(await postJournal(db, move('test:once', 1000, 'x1', 'y1'))).toBe(false);
    const journals = await db.select().from(ledgerJournals).where(eq(ledgerJournals.key, 'test:once'));
    expect(journals).toHaveLength(1);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.journalId, journals[0]?.id ?? 0))
      .orderBy(ledgerEntries.account); // compared in order below: a SELECT without ORDER BY has none
    expect(entries.map((e) => [e.account, e.amountCents])).toEqual([
      ['x1', -1000],
      ['y1', 1000],
    ]);
    const sums = await balances(db);
    expect([sums.get('x1'), sums.get('y1')]).toEqual([-1000, 1000]);
  });

  it.each([
    [
      'entries that do not sum to zero',
      {
        ...move('test:bad1', 5),
        entries: [
          { account: 'a', amountCents: -5 },
          { account: 'b', amountCents: 4 },
        ],
      },
    ],
    ['a single entry', { ...move('test:bad2', 5), entries: [{ account: 'a', amountCents: 0 }] }],
    [
      'fractions of a cent',
      {
        ...move('test:bad3', 5),
        entries: [
          { account: 'a', amountCents: -0.5 },
          { account: 'b', amountCents: 0.5 },
        ],
      },
    ],
    [
      'an entry without an account',
      {
        ...move('test:bad4', 5),
        entries: [
          { account: '', amountCents: -5 },
          { account: 'b', amountCents: 5 },
        ],
      },
    ],
  ])('refuses %s and writes nothing', async (_what, journal) => {
    await expect(postJournal(db, journal)).rejects.toBeInstanceOf(UnbalancedJournalError);
    expect(await db.select().from(ledgerJournals).where(eq(ledgerJournals.key, journal.key))).toEqual([]);
  });

  it('sums balances across journals', async () => {
    await postJournal(db, move('test:sum1', 300, 'card:s', 'hold:s'));
    await postJournal(db, move('test:sum2', 300, 'hold:s', 'escrow:s'));
    const sums = await balances(db);
    expect([sums.get('card:s'), sums.get('hold:s'), sums.get('escrow:s')]).toEqual([-300, 0, 300]);
  });
});

describe('the database itself (migration 0010)', () => {
  async function writeDirectly(key: string, amounts: number[]) {
    await db.transaction(async (tx) => {
      const [journal] = await tx.insert(ledgerJournals).values({ key, kind: 'test' }).returning();
      await tx
        .insert(ledgerEntries)
        .values(
          amounts.map((amountCents, i) => ({ journalId: journal?.id ?? 0, account: `raw${i}`, amountCents })),
        );
    });
  }

  it('refuses at commit a journal whose entries, written by any code, do not sum to zero', async () => {
    await expect(writeDirectly('test:raw-bad', [-100, 99])).rejects.toThrow();
    expect(await db.select().from(ledgerJournals).where(eq(ledgerJournals.key, 'test:raw-bad'))).toEqual([]);
    await writeDirectly('test:raw-ok', [-100, 60, 40]);
    expect(await db.select().from(ledgerJournals).where(eq(ledgerJournals.key, 'test:raw-ok'))).toHaveLength(
      1,
    );
  });

  it('refuses a change to a posted journal that unbalances it', async () => {
    await postJournal(db, move('test:frozen', 700, 'f1', 'f2'));
    const [journal] = await db.select().from(ledgerJournals).where(eq(ledgerJournals.key, 'test:frozen'));
    const entriesOf = () =>
      db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.journalId, journal?.id ?? 0));
    const before = await entriesOf();
    await expect(
      db
        .update(ledgerEntries)
        .set({ amountCents: 1 })
        .where(eq(ledgerEntries.journalId, journal?.id ?? 0)),
    ).rejects.toThrow();
    expect(await entriesOf()).toEqual(before);
  });
});

/** An order of a $25 gig: 2640 cents charged, 100 + 40 of them the platform's fees, 2500 the price. */
const fees = computeFees(2500);
const order = {
  id: 42,
  customerId: 7,
  providerId: 9,
  totalAmountCents: fees.totalCents,
  priceCents: fees.baseCents,
  platformFeeCents: fees.platformFeeCents,
  transactionFeeCents: fees.transactionFeeCents,
  refundedCents: 0,
};
const refunded = (refundedCents: number) => ({ ...order, refundedCents });
const sumOf = (entries: { amountCents: number }[]) => entries.reduce((n, e) => n + e.amountCents, 0);

describe('orderJournal', () => {
  it('the fixture order is the one fee rule: 2500 + 100 + 40 = 2640', () => {
    expect(order).toMatchObject({
      totalAmountCents: 2640,
      priceCents: 2500,
      platformFeeCents: 100,
      transactionFeeCents: 40,
    });
  });

  it('authorise: card → authorisation_holds; capture: → escrow; a void: back to the card', () => {
    expect(journalOf('authorise', 'awaiting_payment', order)).toEqual({
      key: 'order:42:authorise',
      orderId: 42,
      kind: 'authorise',
      entries: [
        { account: customerCard(7), amountCents: -2640 },
        { account: ACCOUNTS.authorisationHolds, amountCents: 2640 },
      ],
    });
    expect(journalOf('capture', 'payment_processing', order)?.entries).toEqual([
      { account: ACCOUNTS.authorisationHolds, amountCents: -2640 },
      { account: ACCOUNTS.escrow, amountCents: 2640 },
    ]);
    for (const t of ['cancel', 'expire_authorisation'] as const)
      expect(journalOf(t, 'payment_processing', order)).toMatchObject({
        key: 'order:42:void',
        entries: [
          { account: ACCOUNTS.authorisationHolds, amountCents: -2640 },
          { account: customerCard(7), amountCents: 2640 },
        ],
      });
  });

  it('moves nothing for a cancel before authorisation or an abandoned payment', () => {
    expect(journalOf('cancel', 'awaiting_payment', order)).toBeNull();
    expect(journalOf('abandon_payment', 'awaiting_payment', order)).toBeNull();
  });

  it('moves nothing when a dispute is opened or contested, or extra time completes a released order', () => {
    expect(journalOf('open_dispute', 'payment_held', order)).toBeNull();
    expect(journalOf('contest_dispute', 'in_dispute', order)).toBeNull();
    expect(journalOf('complete_extra_time', 'confirmed_completed', order)).toBeNull();
    expect(journalOf('complete_extra_time', 'funds_released', order)).toBeNull();
  });

  it.each([
    ['confirm_receipt', 'payment_held'],
    ['auto_release', 'payment_held'],
    ['withdraw_dispute', 'in_dispute'],
    ['resolve_release', 'in_dispute'],
  ] as const)(
    '%s releases the escrow: fees to the platform, the price payable to the provider',
    (t, from) => {
      expect(journalOf(t, from, order)).toEqual({
        key: 'order:42:release',
        orderId: 42,
        kind: 'release',
        entries: [
          { account: ACCOUNTS.escrow, amountCents: -2640 },
          { account: ACCOUNTS.platformRevenue, amountCents: 140 },
          { account: providerPayable(9), amountCents: 2500 },
        ],
      });
    },
  );

  it('release_funds pays the provider their share out of the payable', () => {
    expect(journalOf('release_funds', 'confirmed_completed', order)).toEqual({
      key: 'order:42:payout',
      orderId: 42,
      kind: 'payout',
      entries: [
        { account: providerPayable(9), amountCents: -2500 },
        { account: providerPaidOut(9), amountCents: 2500 },
      ],
    });
  });

  it.each(['accept_refund', 'resolve_refund'] as const)('%s posts the refund journal', (t) => {
    const o = refunded(1000);
    expect(journalOf(t, 'in_dispute', o)).toEqual(refundJournal(o));
  });

  it.each(['decline', 'cancel_undelivered', 'expire_delivery'] as const)(
    '%s (a held order never delivered) posts the refund journal of the whole total',
    (t) => {
      const o = refunded(2640);
      expect(journalOf(t, 'payment_held', o)).toEqual(refundJournal(o));
      expect(refundJournal(o).entries).toEqual([
        { account: ACCOUNTS.escrow, amountCents: -2640 },
        { account: customerCard(7), amountCents: 2640 },
      ]);
    },
  );

  it('moves nothing when the service is marked delivered', () => {
    expect(journalOf('deliver', 'payment_held', order)).toBeNull();
  });
});

describe('refundJournal', () => {
  it('a full refund: the card gets the whole total back, no one else anything', () => {
    expect(refundJournal(refunded(2640))).toEqual({
      key: 'order:42:refund',
      orderId: 42,
      kind: 'refund',
      entries: [
        { account: ACCOUNTS.escrow, amountCents: -2640 },
        { account: customerCard(7), amountCents: 2640 },
      ],
    });
  });

  it('a partial refund: the card gets the refund, the platform keeps its fees, the provider the rest', () => {
    expect(refundJournal(refunded(1000)).entries).toEqual([
      { account: ACCOUNTS.escrow, amountCents: -2640 },
      { account: customerCard(7), amountCents: 1000 },
      { account: ACCOUNTS.platformRevenue, amountCents: 140 },
      { account: providerPayable(9), amountCents: 1500 },
    ]);
  });

  it('the platform keeps its fees first: what is left after a large refund goes to fees before the provider', () => {
    expect(refundJournal(refunded(2550)).entries).toEqual([
      { account: ACCOUNTS.escrow, amountCents: -2640 },
      { account: customerCard(7), amountCents: 2550 },
      { account: ACCOUNTS.platformRevenue, amountCents: 90 },
    ]);
    expect(refundJournal(refunded(2600)).entries).toEqual([
      { account: ACCOUNTS.escrow, amountCents: -2640 },
      { account: customerCard(7), amountCents: 2600 },
      { account: ACCOUNTS.platformRevenue, amountCents: 40 },
    ]);
  });

  it('empties the escrow and sums to zero for every refund from 1 cent to the total', () => {
    for (let cents = 1; cents <= order.totalAmountCents; cents++) {
      const { entries } = refundJournal(refunded(cents));
      expect(sumOf(entries)).toBe(0);
      expect(entries[0]).toEqual({ account: ACCOUNTS.escrow, amountCents: -2640 });
      expect(entries.find((e) => e.account === customerCard(7))?.amountCents).toBe(cents);
      expect(entries.every((e) => Number.isInteger(e.amountCents) && e.amountCents !== 0)).toBe(true);
    }
  });
});

describe('providerShareCents', () => {
  it.each([
    [0, 2500],
    [1000, 1500],
    [140, 2360],
    [2499, 1],
    [2500, 0],
    [2640, 0],
  ])('after a refund of %i cents the provider is owed %i', (refundedCents, share) => {
    expect(providerShareCents(refunded(refundedCents))).toBe(share);
  });

  it('is what the refund makes payable and what the payout then pays', () => {
    for (const cents of [0, 1, 1000, 2499, 2500, 2639]) {
      const o = refunded(cents);
      const payable =
        cents === 0 ? must(journalOf('auto_release', 'payment_held', o)).entries : refundJournal(o).entries;
      expect(payable.find((e) => e.account === providerPayable(9))?.amountCents ?? 0).toBe(
        providerShareCents(o),
      );
      if (providerShareCents(o) > 0)
        expect(payoutJournal(o).entries).toEqual([
          { account: providerPayable(9), amountCents: -providerShareCents(o) },
          { account: providerPaidOut(9), amountCents: providerShareCents(o) },
        ]);
    }
  });
});

describe("the demo data's released orders", () => {
  let seeded: OrderServer;
  beforeAll(async () => {
    seeded = await startOrderServer({ seed: true });
  });
  afterAll(() => seeded.close({ drop: true }));

  it('carry their whole path in the ledger: fees in platform revenue, prices paid out, nothing left held', async () => {
    const released = await seeded.db.select().from(orders).where(eq(orders.status, 'funds_released'));
    expect(released.length).toBeGreaterThan(0);
    await expectLedgerBalanced(seeded.db);
    const sums = await balances(seeded.db);
    const sum = (f: (o: (typeof released)[number]) => number) => released.reduce((n, o) => n + f(o), 0);
    // the demo orders still in escrow (held, delivered, disputed) hold theirs; nothing else is left held
    const held = await seeded.db
      .select()
      .from(orders)
      .where(inArray(orders.status, ['payment_held', 'in_dispute']));
    expect(sums.get(ACCOUNTS.escrow)).toBe(held.reduce((n, o) => n + o.totalAmountCents, 0));
    expect(sums.get(ACCOUNTS.authorisationHolds)).toBe(0);
    expect(sums.get(ACCOUNTS.platformRevenue)).toBe(sum((o) => o.platformFeeCents + o.transactionFeeCents));
    const providerId = must(released[0]).providerId;
    expect(sums.get(providerPaidOut(providerId))).toBe(
      sum((o) => (o.providerId === providerId ? o.priceCents : 0)),
    );
    expect(sums.get(providerPayable(providerId))).toBe(0);
    const journals = await seeded.db
      .select()
      .from(ledgerJournals)
      .where(
        inArray(
          ledgerJournals.orderId,
          released.map((o) => o.id),
        ),
      );
    expect(journals).toHaveLength(released.length * 4);
  });
});
