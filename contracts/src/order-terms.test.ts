import { ORDER_STATUSES, type OrderStatus } from './constants';
import {
  canTakeTransition,
  ORDER_ACTORS,
  ORDER_PROCESS,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderTransition,
} from './order-process';

/**
 * The moves the terms promise, written out by hand, one row per (transition, from, actor): who may do
 * what to an order in which state, and where it goes. ORDER_PROCESS is checked against these rows for
 * every transition × status × actor, so a change to the process table fails here until the rows (the
 * promise) are changed too, on purpose. The backend's order matrix (backend/test/orders/process.test.ts)
 * holds takeTransition to ORDER_PROCESS; this holds ORDER_PROCESS to the terms.
 */
const TERMS: readonly (readonly [OrderTransition, OrderStatus, OrderActor, OrderStatus])[] = [
  // paying: the completion call (customer) or the processor's webhook (system) records it
  ['authorise', 'awaiting_payment', 'customer', 'payment_processing'],
  ['authorise', 'awaiting_payment', 'system', 'payment_processing'],
  ['capture', 'payment_processing', 'customer', 'payment_held'],
  ['capture', 'payment_processing', 'system', 'payment_held'],
  // the customer may cancel before capture, never after
  ['cancel', 'awaiting_payment', 'customer', 'cancelled'],
  ['cancel', 'payment_processing', 'customer', 'cancelled'],
  // timed moves of the system
  ['expire_authorisation', 'payment_processing', 'system', 'cancelled'],
  ['abandon_payment', 'awaiting_payment', 'system', 'cancelled'],
  ['auto_release', 'payment_held', 'system', 'confirmed_completed'],
  ['expire_delivery', 'payment_held', 'system', 'refunded'],
  ['release_funds', 'confirmed_completed', 'system', 'funds_released'],
  // while the money is held and before delivery: the provider delivers or declines (a full refund); the
  // customer cancels for a full refund once the delivery deadline passed
  ['deliver', 'payment_held', 'provider', 'payment_held'],
  ['decline', 'payment_held', 'provider', 'refunded'],
  ['cancel_undelivered', 'payment_held', 'customer', 'refunded'],
  // while the money is held: the customer confirms receipt, or disputes (after delivery, before the deadline)
  ['confirm_receipt', 'payment_held', 'customer', 'confirmed_completed'],
  ['open_dispute', 'payment_held', 'customer', 'in_dispute'],
  // a dispute: the provider contests or accepts the refund, the customer withdraws, an operator decides
  ['contest_dispute', 'in_dispute', 'provider', 'in_dispute'],
  ['accept_refund', 'in_dispute', 'provider', 'refunded'],
  ['withdraw_dispute', 'in_dispute', 'customer', 'confirmed_completed'],
  ['resolve_release', 'in_dispute', 'operator', 'confirmed_completed'],
  ['resolve_refund', 'in_dispute', 'operator', 'refunded'],
  // extra time paid after the escrow was released completes the order
  ['complete_extra_time', 'confirmed_completed', 'customer', 'completed'],
  ['complete_extra_time', 'confirmed_completed', 'system', 'completed'],
  ['complete_extra_time', 'funds_released', 'customer', 'completed'],
  ['complete_extra_time', 'funds_released', 'system', 'completed'],
];

const promised = (transition: OrderTransition, status: OrderStatus, actor: OrderActor) =>
  TERMS.find(([t, s, a]) => t === transition && s === status && a === actor);

describe('ORDER_PROCESS keeps the terms (a hand-written table of the allowed moves)', () => {
  it('has exactly the transitions the terms name', () => {
    expect([...ORDER_TRANSITIONS].sort()).toEqual([...new Set(TERMS.map(([t]) => t))].sort());
  });

  const cases = ORDER_TRANSITIONS.flatMap((transition) =>
    ORDER_STATUSES.flatMap((status) => ORDER_ACTORS.map((actor) => [transition, status, actor] as const)),
  );
  it.each(cases)(
    '%s from %s by the %s: allowed exactly when the terms say so',
    (transition, status, actor) => {
      const row = promised(transition, status, actor);
      expect(canTakeTransition(transition, status, actor)).toBe(row !== undefined);
      if (row) expect(ORDER_PROCESS[transition].to).toBe(row[3]);
    },
  );

  it('nobody but the customer ever cancels, disputes, confirms or withdraws; only an operator decides', () => {
    const byWhom = (t: OrderTransition) => [...new Set(TERMS.filter(([x]) => x === t).map(([, , a]) => a))];
    for (const t of ['cancel', 'open_dispute', 'confirm_receipt', 'withdraw_dispute'] as const)
      expect({ t, actors: [...ORDER_PROCESS[t].actors] }).toEqual({ t, actors: byWhom(t) });
    for (const t of ['resolve_release', 'resolve_refund'] as const)
      expect({ t, actors: [...ORDER_PROCESS[t].actors] }).toEqual({ t, actors: ['operator'] });
  });
});
