import { randomBytes } from 'node:crypto';
import {
  computeFees,
  latestProcess,
  type OrderProcessName,
  type OrderStatus,
  type OrderTransition,
} from '@campus/contracts';
import { gigs, marketplaceItems, orders, users } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { takeTransition } from '../../src/orders/process';
import { must } from '../harness';

/** Three students straight in the database: a customer, a provider and a stranger. */
export interface Parties {
  customerId: number;
  providerId: number;
  strangerId: number;
}

async function student(db: Db, name: string): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      username: `${name}.${tag}`,
      email: `${name}.${tag}@asu.edu`,
      firstName: name,
      lastName: 'Tester',
      university: 'Arizona State University',
      isVerified: true,
      isProfileComplete: true,
    })
    .returning({ id: users.id });
  return must(row).id;
}

export async function parties(db: Db): Promise<Parties> {
  const customerId = await student(db, 'casey');
  const providerId = await student(db, 'parker');
  const strangerId = await student(db, 'sam');
  return { customerId, providerId, strangerId };
}

/** A new gig of the provider's (one open booking per customer and gig: each fixture order has its own). */
export async function gigFor(db: Db, providerId: number, priceCents = 2500): Promise<number> {
  const [gig] = await db
    .insert(gigs)
    .values({
      title: 'Calculus tutoring',
      description: 'Limits and series.',
      priceCents,
      category: 'Tutoring',
      providerId,
    })
    .returning({ id: gigs.id });
  return must(gig).id;
}

/** A new marketplace item of the seller's, available. */
export async function itemFor(db: Db, sellerId: number, priceCents = 2500): Promise<number> {
  const [item] = await db
    .insert(marketplaceItems)
    .values({
      title: 'Calculus textbook',
      description: 'Stewart, 8th edition.',
      priceCents,
      category: 'Textbooks',
      condition: 'Good',
      sellerId,
      status: 'pending',
    })
    .returning({ id: marketplaceItems.id });
  return must(item).id;
}

/** One step of a fixture's path: a transition and who takes it (the system unless a party must). */
type Step = OrderTransition | [OrderTransition, 'customer' | 'provider'];

/**
 * How a fixture order reaches each status: the process's own transitions, with their journals. Only
 * `pending` (a status no transition leads to or leaves) is written directly.
 */
export const PATHS: Record<Exclude<OrderStatus, 'pending'>, Step[]> = {
  awaiting_payment: [],
  payment_processing: ['authorise'],
  payment_held: ['authorise', 'capture'],
  cancelled: ['abandon_payment'],
  confirmed_completed: ['authorise', 'capture', ['confirm_receipt', 'customer']],
  funds_released: ['authorise', 'capture', ['confirm_receipt', 'customer'], 'release_funds'],
  in_dispute: ['authorise', 'capture', ['deliver', 'provider'], ['open_dispute', 'customer']],
  refunded: [
    'authorise',
    'capture',
    ['deliver', 'provider'],
    ['open_dispute', 'customer'],
    ['accept_refund', 'provider'],
  ],
  completed: ['authorise', 'capture', ['confirm_receipt', 'customer'], 'complete_extra_time'],
};

/** The last transition a fixture order in `status` took (none for `awaiting_payment` and `pending`). */
export function lastStep(status: OrderStatus): OrderTransition | undefined {
  if (status === 'pending') return undefined;
  const step = PATHS[status].at(-1);
  return Array.isArray(step) ? step[0] : step;
}

/** An order of `p` in `status`: created awaiting payment and moved by the process's own transitions. */
export async function orderIn(
  db: Db,
  p: Parties,
  status: OrderStatus,
  process: OrderProcessName = 'gig-booking',
): Promise<number> {
  const fees = computeFees(2500);
  const item = process === 'item-purchase';
  const [row] = await db
    .insert(orders)
    .values({
      gigId: item ? null : await gigFor(db, p.providerId),
      marketplaceItemId: item ? await itemFor(db, p.providerId) : null,
      isMarketplaceItem: item,
      processName: process,
      customerId: p.customerId,
      providerId: p.providerId,
      totalAmountCents: fees.totalCents,
      platformFeeCents: fees.platformFeeCents,
      priceCents: fees.baseCents,
      transactionFeeCents: fees.transactionFeeCents,
      status: status === 'pending' ? 'pending' : 'awaiting_payment',
      processVersion: latestProcess(process).version,
    })
    .returning({ id: orders.id });
  const orderId = must(row).id;
  if (status === 'pending') return orderId;
  for (const step of PATHS[status]) {
    const [transition, party] = Array.isArray(step) ? step : [step, null];
    const actor = party
      ? { kind: party, userId: party === 'customer' ? p.customerId : p.providerId }
      : ({ kind: 'system', userId: null } as const);
    await takeTransition(db, { orderId, transition, actor });
  }
  return orderId;
}
