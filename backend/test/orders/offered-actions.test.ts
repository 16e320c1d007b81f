import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  processOf,
  type OrderProcessName,
  type OrderStatus,
  type OrderTransition,
} from '@campus/contracts';
import type { Db } from '../../src/db/types';
import { DomainError } from '../../src/domain-errors';
import { loadOrderDetail } from '../../src/orders/detail';
import { presentActions, type ViewerRole } from '../../src/orders/detail-presenter';
import { takeTransition } from '../../src/orders/process';
import { must } from '../harness';
import { orderIn, parties, PATHS, type Parties } from './fixtures';
import { startOrderServer, type OrderServer } from './support';

/**
 * The order page offers exactly what the interpreter allows: for both processes, every status × party
 * role × transition, the page's `allowed` is whether taking the transition (in a transaction rolled
 * back afterwards) succeeds, and a refused one's reason is the interpreter's own refusal when the
 * order is in a state the transition starts from (a guard's words).
 */
let server: OrderServer;
let db: Db;
let p: Parties;

beforeAll(async () => {
  server = await startOrderServer();
  db = server.db;
  p = await parties(db);
});
afterAll(() => server.close({ drop: true }));

class RolledBack extends Error {}

type Said = { taken: true } | { taken: false; message: string };

/** Whether the interpreter takes it (then undone), or its refusal. */
async function interpreterSays(
  orderId: number,
  transition: OrderTransition,
  role: ViewerRole,
  at: Date,
): Promise<Said> {
  const actor =
    role === 'customer'
      ? ({ kind: 'customer', userId: p.customerId } as const)
      : role === 'provider'
        ? ({ kind: 'provider', userId: p.providerId } as const)
        : ({ kind: 'operator', userId: p.strangerId } as const);
  let outcome: Said = { taken: true };
  try {
    await db.transaction(async (tx) => {
      try {
        const result = await takeTransition(tx, { orderId, transition, actor, at });
        // a replay changes nothing: the page does not offer what was done already
        outcome = result.changed ? { taken: true } : { taken: false, message: 'replay' };
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        outcome = { taken: false, message: err.message };
      }
      throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  // assigned in the transaction's callback, which the compiler's narrowing does not follow
  return outcome as Said;
}

const PROCESSES: OrderProcessName[] = ['gig-booking', 'item-purchase'];
const ROLES: ViewerRole[] = ['customer', 'provider', 'operator'];

/** The statuses a fixture order of the process can be in (an item purchase has no extra time). */
const statusesOf = (process: OrderProcessName): OrderStatus[] =>
  ORDER_STATUSES.filter((s) => s !== 'pending' && !(process === 'item-purchase' && s === 'completed')).filter(
    (s) => s === 'awaiting_payment' || PATHS[s as Exclude<OrderStatus, 'pending'>].length > 0,
  );

const cases = PROCESSES.flatMap((process) =>
  statusesOf(process).flatMap((status) => ROLES.map((role) => [process, status, role] as const)),
);

describe('the order page offers exactly what the interpreter allows', () => {
  it('covers both processes, every status a fixture reaches, every role', () => {
    expect(cases.length).toBe(
      PROCESSES.reduce((n, process) => n + statusesOf(process).length * ROLES.length, 0),
    );
  });

  it.each(cases)('%s order %s, seen by the %s', async (process, status, role) => {
    const orderId = await orderIn(db, p, status, process);
    const source = must(await loadOrderDetail(db, orderId));
    const now = new Date();
    const viewerId = role === 'customer' ? p.customerId : role === 'provider' ? p.providerId : p.strangerId;
    const offered = presentActions(source, { userId: viewerId, role }, now);
    const table = processOf(source.order.processName, source.order.processVersion).transitions;
    const own = ORDER_TRANSITIONS.filter(
      (t) => table[t].from.length > 0 && (table[t].actors as readonly string[]).includes(role),
    );
    // every transition of the process the role may take is on the page, and only those
    expect(
      offered.filter((a) => (ORDER_TRANSITIONS as readonly string[]).includes(a.action)).map((a) => a.action),
    ).toEqual(own);
    for (const transition of own) {
      // taken by paying the extra time (the page's pay_extra_time), never offered on its own
      if (transition === 'complete_extra_time') continue;
      const page = must(offered.find((a) => a.action === transition));
      const said = await interpreterSays(orderId, transition, role, now);
      expect({ transition, allowed: page.allowed }).toEqual({ transition, allowed: said.taken });
      const rule = table[transition];
      if (!said.taken && said.message !== 'replay' && rule.from.includes(status))
        expect({ transition, reason: page.reason }).toEqual({ transition, reason: said.message });
    }
  });
});
