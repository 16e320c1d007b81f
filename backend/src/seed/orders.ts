import { eq } from 'drizzle-orm';
import {
  computeFees,
  latestProcess,
  type DisputeReason,
  type ItemStatus,
  type OrderActor,
  type OrderProcessName,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionRule,
} from '@campus/contracts';
import { marketplaceItems, orderEvents, orders, sandboxPaymentIntents, type OrderRow } from '../db/schema';
import type { Tx } from '../db/types';
import { postJournal, type JournalInput } from '../ledger/journal';
import { orderJournal } from '../ledger/order-journals';
import { effectColumns, ruleOf, transitionRefusal, type OrderChanges } from '../orders/process';
import { newClientSecret, newId } from '../payments/sandbox/records';
import { SEED_GIGS } from './gigs';
import { SEED_ITEMS } from './items';

const DAY = 86_400_000;

/** One step of an order through its process: the transition, who took it, and when (a date, or days ago). */
export type Step<At> = readonly [OrderTransition, OrderActor, At];

/** Paid: the card authorised and the payment captured into escrow at once. */
export const paid = <At>(at: At): Step<At>[] => [
  ['authorise', 'customer', at],
  ['capture', 'customer', at],
];

/** The whole path of a finished order: paid, delivered, confirmed by the customer and paid out. */
export const released = <At>(paidAt: At, deliveredAt: At, confirmedAt: At): Step<At>[] => [
  ...paid(paidAt),
  ['deliver', 'provider', deliveredAt],
  ['confirm_receipt', 'customer', confirmedAt],
  ['release_funds', 'system', confirmedAt],
];

/** A demo order: what is bought, by whom from whom, and its steps, oldest first. */
export interface DemoOrder {
  process: OrderProcessName;
  customerId: number;
  providerId: number;
  /** The gig booked (gig booking) or the item bought (item purchase). */
  gigId: number | null;
  itemId: number | null;
  priceCents: number;
  /** When the checkout opened it (`awaiting_payment`). */
  openedAt: Date;
  steps: readonly Step<Date>[];
  /** What the caller of a transition decides (a dispute's reason and details), by transition. */
  changes?: Partial<Record<OrderTransition, OrderChanges>>;
}

const ESCROW: readonly OrderStatus[] = ['payment_held', 'in_dispute'];

/**
 * Writes a demo order as its process would have made it: opened awaiting payment (an item purchase
 * holds its item `pending`, as create-payment-intent does), then each step taken as the interpreter
 * (orders/process.ts) takes it: refused unless its actor, from-state and guards allow it at its time
 * (transitionRefusal), with the process table's effects (effectColumns: stamps, timers started and
 * cancelled, cancel reason, refund in full; the item's status), the step's own changes, the ledger
 * journal it posts (orderJournal) and its `order_events` row at its time. Unlike a live transition it
 * tells no one (demo history makes no notification, live event or mail) and calls no payment provider:
 * an order whose money is still in escrow holds a sandbox intent captured for its total, so that a
 * refund (declined, not delivered, a dispute's) goes through the sandbox as for any order.
 */
export async function writeDemoOrder(tx: Tx, demo: DemoOrder): Promise<OrderRow> {
  const fees = computeFees(demo.priceCents);
  const [opened] = await tx
    .insert(orders)
    .values({
      customerId: demo.customerId,
      providerId: demo.providerId,
      gigId: demo.gigId,
      isMarketplaceItem: demo.itemId !== null,
      marketplaceItemId: demo.itemId,
      totalAmountCents: fees.totalCents,
      platformFeeCents: fees.platformFeeCents,
      priceCents: fees.baseCents,
      transactionFeeCents: fees.transactionFeeCents,
      status: 'awaiting_payment',
      processName: demo.process,
      processVersion: latestProcess(demo.process).version,
      createdAt: demo.openedAt,
    })
    .returning();
  if (!opened) throw new Error('Seed data: an order insert returned nothing');

  let order: OrderRow = opened;
  let itemStatus: ItemStatus | null = demo.itemId === null ? null : 'pending';
  const journals: JournalInput[] = [];
  const events: (typeof orderEvents.$inferInsert)[] = [];
  for (const [transition, actor, at] of demo.steps) {
    const refused = transitionRefusal(order, transition, actor, at);
    if (refused) throw new Error(`Seed data: order #${order.id} cannot ${transition}: ${refused.reason}`);
    const rule: OrderTransitionRule = ruleOf(order, transition);
    const from = order.status as OrderStatus;
    const changes = demo.changes?.[transition];
    order = { ...order, ...effectColumns(rule.effects, at, order), ...changes, status: rule.to };
    const posting = rule.effects?.ledger;
    const journal = posting ? orderJournal(posting, from, order) : null;
    if (journal) journals.push(journal);
    if (rule.effects?.item) itemStatus = rule.effects.item;
    const actorId = actor === 'customer' ? order.customerId : actor === 'provider' ? order.providerId : null;
    events.push({
      orderId: order.id,
      transition,
      actorKind: actor,
      actorId,
      fromStatus: from,
      toStatus: rule.to,
      createdAt: at,
    });
  }

  if (ESCROW.includes(order.status as OrderStatus)) {
    const capturedAt = order.paymentCapturedAt ?? order.createdAt;
    const intentId = newId('pi');
    const clientSecret = newClientSecret(intentId);
    await tx.insert(sandboxPaymentIntents).values({
      id: intentId,
      clientSecret,
      amountCents: order.totalAmountCents,
      currency: 'usd',
      status: 'succeeded',
      captureMethod: 'manual',
      amountCapturedCents: order.totalAmountCents,
      cardLast4: '4242',
      metadata: { orderId: String(order.id), kind: 'booking' },
      createdAt: order.createdAt,
      updatedAt: capturedAt,
    });
    order = {
      ...order,
      paymentProvider: 'sandbox',
      paymentIntentId: intentId,
      paymentClientSecret: clientSecret,
    };
  }
  const { id, ...columns } = order;
  const [written] = await tx.update(orders).set(columns).where(eq(orders.id, id)).returning();
  if (!written) throw new Error(`Seed data: order #${id} vanished`);
  for (const journal of journals) await postJournal(tx, journal);
  if (events.length > 0) await tx.insert(orderEvents).values(events);
  if (demo.itemId !== null && itemStatus !== null)
    await tx.update(marketplaceItems).set({ status: itemStatus }).where(eq(marketplaceItems.id, demo.itemId));
  return written;
}

/** A gig of SEED_GIGS or an item of SEED_ITEMS by its title (a typo fails the seed at once). */
const gigNamed = (title: string) => indexOf(SEED_GIGS, title);
const itemNamed = (title: string) => indexOf(SEED_ITEMS, title);
function indexOf(list: readonly { title: string }[], title: string): number {
  const index = list.findIndex((x) => x.title === title);
  if (index < 0) throw new Error(`Seed data: nothing titled "${title}"`);
  return index;
}

/**
 * The demo orders beside the reviewed ones, one at each stage of the processes (SEED_USERS indices:
 * 0 Maya, who sees every stage, 2 Priya, 7 Daniel; the others as providers and sellers). Days as in
 * docs/decisions/escrow-from-delivery.md: the delivery deadline runs from capture (14 and 21 days),
 * the dispute window and the automatic release from delivery (3 and 7 days).
 */
export interface SeedOrder {
  /** What is bought: a gig (SEED_GIGS index) or an item (SEED_ITEMS index). */
  buys: { gig: number } | { item: number };
  customer: number;
  /** Its steps, oldest first, each so many days ago. */
  steps: readonly Step<number>[];
  /** The customer's dispute, for an order that opens one. */
  dispute?: { reason: DisputeReason; details: string };
}

export const SEED_ORDERS: readonly SeedOrder[] = [
  // paid and held, awaiting delivery: Maya is to mark it delivered (or decline it)
  { buys: { gig: gigNamed('Statistics homework walkthroughs') }, customer: 2, steps: paid(2) },
  // delivered yesterday, awaiting Maya's confirmation: she may confirm or dispute for two more days
  {
    buys: { gig: gigNamed('Piano lessons for beginners and intermediates') },
    customer: 0,
    steps: [...paid(4), ['deliver', 'provider', 1]],
  },
  // in dispute: delivered three days ago, disputed the next day; Maya may contest or refund it
  {
    buys: { gig: gigNamed('Calculus I & II tutoring (limits to series)') },
    customer: 7,
    steps: [...paid(6), ['deliver', 'provider', 3], ['open_dispute', 'customer', 2]],
    dispute: {
      reason: 'Provider did not show up',
      details: 'We agreed on Tuesday 4 pm at the library; I waited 40 minutes and got no reply.',
    },
  },
  // released: delivered, confirmed and paid out to the provider
  {
    buys: { gig: gigNamed('Bike tune-ups and flat repairs') },
    customer: 0,
    steps: released(10, 9, 8.5),
  },
  // refunded in full: Hannah declined before delivery (away that weekend)
  {
    buys: { gig: gigNamed('Graduation portraits on campus') },
    customer: 0,
    steps: [...paid(5), ['decline', 'provider', 4]],
  },
  // an item purchase held, awaiting the handover: Olivia's fridge is pending while the order holds it
  { buys: { item: itemNamed('Mini fridge (3.1 cu ft)') }, customer: 0, steps: paid(1) },
  // an item purchase released: Ethan handed the tickets over, Maya confirmed, he was paid; they are sold
  {
    buys: { item: itemNamed('Two tickets: Longhorns vs. Sooners') },
    customer: 0,
    steps: released(12, 11, 10.5),
  },
];

/** What the seed made that the demo orders name: users, gigs and items, by their SEED_* index. */
export interface SeededRows {
  userId(index: number): number;
  gigs: readonly { id: number; providerId: number; priceCents: number }[];
  items: readonly { id: number; sellerId: number; priceCents: number }[];
}

/** Writes SEED_ORDERS as of `now` (ms). */
export async function insertDemoOrders(tx: Tx, rows: SeededRows, now: number): Promise<void> {
  const ago = (days: number) => new Date(now - days * DAY);
  for (const seed of SEED_ORDERS) {
    const gig = 'gig' in seed.buys ? rows.gigs[seed.buys.gig] : undefined;
    const item = 'item' in seed.buys ? rows.items[seed.buys.item] : undefined;
    const providerId = gig?.providerId ?? item?.sellerId;
    const priceCents = (gig ?? item)?.priceCents;
    if (providerId === undefined || priceCents === undefined)
      throw new Error('Seed data: a demo order buys nothing that was seeded');
    const customerId = rows.userId(seed.customer);
    if (customerId === providerId) throw new Error('Seed data: a demo order bought from its own customer');
    const steps = seed.steps.map(([transition, actor, daysAgo]): Step<Date> => [
      transition,
      actor,
      ago(daysAgo),
    ]);
    const first = steps[0]?.[2] ?? new Date(now);
    await writeDemoOrder(tx, {
      process: gig ? 'gig-booking' : 'item-purchase',
      customerId,
      providerId,
      gigId: gig?.id ?? null,
      itemId: item?.id ?? null,
      priceCents,
      // the checkout was opened a few minutes before the payment
      openedAt: new Date(first.getTime() - 5 * 60_000),
      steps,
      ...(seed.dispute && {
        changes: {
          open_dispute: { disputeReason: seed.dispute.reason, disputeDetails: seed.dispute.details },
        },
      }),
    });
  }
}
