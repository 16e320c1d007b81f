import { eq } from 'drizzle-orm';
import { api, type OrderDetail } from '@campus/contracts';
import { sandboxTransfers } from '../../src/db/schema';
import { ACCOUNTS, customerCard, providerPaidOut, providerPayable } from '../../src/ledger/accounts';
import { OWN_DISPUTE, REFUND_WHOLE_CENTS, refundTooLarge } from '../../src/orders/disputes';
import { deliverOrder } from '../../src/orders/delivery';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { OPERATORS_ONLY } from '../../src/operator/policies';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { Browser } from '../auth/browser';
import { json, must } from '../harness';
import {
  book,
  intentIdOf,
  intentsOfOrder,
  orderFileHooks,
  orderOfIntent,
  orderRow,
  pay,
  startOrderServer,
} from '../orders/support';
import { gigFor } from '../orders/fixtures';
import { on } from '../messages/live';
import {
  contest,
  decide,
  detailOf,
  disputedOrder,
  expectRefused,
  heldOrder,
  journalEntries,
  OPERATOR,
  openDispute,
  startDisputeWorld,
  STATEMENT,
  type DisputeWorld,
} from './dispute-support';

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld({ payouts: true });
});
orderFileHooks(() => w.server);

const NOTE = 'Both statements read; the session took place.';

async function decided(res: Response): Promise<OrderDetail> {
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return api.decideDispute.reply.parse(body);
}

async function disputes(): Promise<OrderDetail[]> {
  const res = await w.marcus.get(api.operatorDisputes.path);
  const body = await json(res);
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return api.operatorDisputes.reply.parse(body);
}

describe('operators (OPERATOR_EMAILS)', () => {
  it('only they pass the operator routes: 403 for every other student, parties included; 401 signed out', async () => {
    const order = await disputedOrder(w);
    for (const browser of [w.maya, w.jordan, w.priya]) {
      await expectRefused(await browser.get(api.operatorDisputes.path), 403, OPERATORS_ONLY);
      await expectRefused(
        await decide(browser, order.id, { outcome: 'release', note: NOTE }),
        403,
        OPERATORS_ONLY,
      );
    }
    await expectRefused(await w.visitor.get(api.operatorDisputes.path), 401, SIGN_IN_REQUIRED);
    await expectRefused(
      await decide(w.visitor, order.id, { outcome: 'release', note: NOTE }),
      401,
      SIGN_IN_REQUIRED,
    );
    expect((await orderRow(w.server.db, order.id)).status).toBe('in_dispute');
  });

  it('are only those OPERATOR_EMAILS lists on the server answering: none listed, nobody passes (403); listed, they do', async () => {
    // Instances started here, in the test, on the same database (the sessions work across them): the
    // operator rule is built with each instance's routes, so this test is what checks it.
    const cases: { env: Record<string, string>; operatorStatus: number }[] = [
      { env: {}, operatorStatus: 403 },
      { env: { OPERATOR_EMAILS: OPERATOR }, operatorStatus: 200 },
    ];
    for (const { env, operatorStatus } of cases) {
      const server = await startOrderServer({ databaseName: w.server.databaseName, env });
      try {
        const [operator, other] = [on(server, w.marcus), on(server, w.maya)];
        const desk = await operator.get(api.operatorDisputes.path);
        expect({ env, status: desk.status }).toEqual({ env, status: operatorStatus });
        if (operatorStatus === 403) {
          await expectRefused(desk, 403, OPERATORS_ONLY);
          await expectRefused(
            await decide(operator, 1, { outcome: 'release', note: NOTE }),
            403,
            OPERATORS_ONLY,
          );
        }
        await expectRefused(await other.get(api.operatorDisputes.path), 403, OPERATORS_ONLY);
        await expectRefused(await decide(other, 1, { outcome: 'release', note: NOTE }), 403, OPERATORS_ONLY);
      } finally {
        await server.close();
      }
    }
  });

  it('are told so by /api/me (isOperator), whatever the case of the listed e-mail', async () => {
    const me = async (browser: typeof w.maya) =>
      api.me.reply.parse(await json(await browser.get(api.me.path)));
    expect((await me(w.marcus)).isOperator).toBe(true);
    expect((await me(w.maya)).isOperator).toBe(false);
  });

  it('list the orders in dispute, longest-disputed first, contested or not, with both statements and the events', async () => {
    const first = await disputedOrder(w);
    const second = await disputedOrder(w);
    await contest(w.jordan, second.id);
    const listed = (await disputes()).filter((d) => d.id === first.id || d.id === second.id);
    expect(listed.map((d) => d.id)).toEqual([first.id, second.id]);
    const [uncontested, contested] = listed;
    expect(uncontested).toMatchObject({
      viewerRole: 'operator',
      status: 'in_dispute',
      dispute: {
        reason: 'Provider did not show up',
        contestedAt: null,
        providerStatement: null,
        resolution: null,
      },
    });
    expect(contested?.dispute).toMatchObject({ providerStatement: STATEMENT });
    expect(contested?.dispute?.contestedAt).not.toBeNull();
    const events = contested?.events ?? [];
    expect(events.map((e) => e.transition)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'open_dispute',
      'contest_dispute',
    ]);
    expect(events.slice(3).map((e) => [e.actorKind, e.actorName, e.note])).toEqual([
      ['customer', 'Maya Chen', 'Provider did not show up'],
      ['provider', 'Jordan Alvarez', null],
    ]);
    // an operator sees names, no contacts, and only their own decisions as actions
    expect(contested?.customer).toMatchObject({ firstName: 'Maya', contact: null });
    expect(contested?.provider).toMatchObject({ firstName: 'Jordan', contact: null });
    expect(contested?.actions).toEqual([
      { action: 'resolve_release', allowed: true, reason: null },
      { action: 'resolve_refund', allowed: true, reason: null },
    ]);
    // a held order is no dispute
    const held = await heldOrder(w);
    expect((await disputes()).map((d) => d.id)).not.toContain(held.id);
  });

  it('release: the escrow goes to the provider, paid out; the note is on the order for both parties', async () => {
    const order = await disputedOrder(w);
    await contest(w.jordan, order.id);
    const reply = await decided(await decide(w.marcus, order.id, { outcome: 'release', note: NOTE }));
    expect(reply).toMatchObject({
      viewerRole: 'operator',
      status: 'funds_released',
      refundedAmount: 0,
      dispute: { resolution: { outcome: 'release', refundAmount: null, note: NOTE } },
    });
    const after = await orderRow(w.server.db, order.id);
    expect(after).toMatchObject({
      disputeNote: NOTE,
      disputeDecidedBy: w.marcusId,
      disputeOutcome: 'release',
    });
    expect(after.paidOutAt).not.toBeNull();
    for (const party of [w.maya, w.jordan]) {
      const seen = await detailOf(party, order.id);
      expect(seen.dispute?.resolution).toMatchObject({ outcome: 'release', note: NOTE });
      expect(seen.events.find((e) => e.transition === 'resolve_release')).toMatchObject({
        actorKind: 'operator',
        actorName: 'Marcus Johnson',
        note: NOTE,
      });
    }
    // decided: gone from the list; deciding again answers it as it is
    expect((await disputes()).map((d) => d.id)).not.toContain(order.id);
    expect((await decided(await decide(w.marcus, order.id, { outcome: 'release', note: NOTE }))).status).toBe(
      'funds_released',
    );
    await expectRefused(
      await decide(w.marcus, order.id, { outcome: 'refund', note: NOTE }),
      409,
      'This order cannot be refunded now (status: funds_released)',
    );
  });

  it('partial refund: the card gets half, the rest is split between the fees and the provider, who is paid out', async () => {
    const order = await disputedOrder(w);
    await contest(w.jordan, order.id);
    const half = order.totalAmountCents / 2;
    const reply = await decided(
      await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: half / 100, note: NOTE }),
    );
    expect(reply).toMatchObject({
      status: 'refunded',
      refundedAmount: half / 100,
      dispute: { resolution: { outcome: 'refund', refundAmount: half / 100, note: NOTE } },
    });
    const [intent] = await intentsOfOrder(w.server.db, order.id);
    expect(intent?.amountRefundedCents).toBe(half);

    const fees = order.platformFeeCents + order.transactionFeeCents;
    const providerShare = order.totalAmountCents - half - fees;
    expect(await journalEntries(w.server.db, `order:${order.id}:refund`)).toEqual({
      [ACCOUNTS.escrow]: -order.totalAmountCents,
      [customerCard(w.mayaId)]: half,
      [ACCOUNTS.platformRevenue]: fees,
      [providerPayable(w.jordanId)]: providerShare,
    });
    expect(await journalEntries(w.server.db, `order:${order.id}:payout`)).toEqual({
      [providerPayable(w.jordanId)]: -providerShare,
      [providerPaidOut(w.jordanId)]: providerShare,
    });
    const after = await orderRow(w.server.db, order.id);
    expect(after).toMatchObject({ refundedCents: half, disputeNote: NOTE });
    const [transfer] = await w.server.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.id, must(after.payoutTransferId)));
    expect(transfer?.amountCents).toBe(providerShare);
  });

  it('refund without an amount: the whole total back to the card, nothing paid out; even uncontested', async () => {
    const order = await disputedOrder(w);
    const reply = await decided(await decide(w.marcus, order.id, { outcome: 'refund', note: NOTE }));
    expect(reply).toMatchObject({ status: 'refunded', refundedAmount: order.totalAmountCents / 100 });
    const [intent] = await intentsOfOrder(w.server.db, order.id);
    expect(intent?.amountRefundedCents).toBe(order.totalAmountCents);
    expect(await journalEntries(w.server.db, `order:${order.id}:refund`)).toEqual({
      [ACCOUNTS.escrow]: -order.totalAmountCents,
      [customerCard(w.mayaId)]: order.totalAmountCents,
    });
    expect((await orderRow(w.server.db, order.id)).paidOutAt).toBeNull();
  });

  it('refuses a refund above the total or in fractions of a cent (400), and decisions on orders not in dispute', async () => {
    const order = await disputedOrder(w);
    const total = order.totalAmountCents;
    await expectRefused(
      await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: (total + 1) / 100, note: NOTE }),
      400,
      refundTooLarge(total),
    );
    await expectRefused(
      await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: 1.005, note: NOTE }),
      400,
      REFUND_WHOLE_CENTS,
    );
    await expectRefused(
      await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: 0, note: NOTE }),
      400,
      'The refund must be more than $0',
    );
    // a billionth of a dollar: a 400 naming the field, never a call the processor refuses
    const tiny = await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: 1e-9, note: NOTE });
    expect({ status: tiny.status, body: await json(tiny) }).toEqual({
      status: 400,
      body: {
        message: REFUND_WHOLE_CENTS,
        issues: [{ path: 'refundAmount', message: REFUND_WHOLE_CENTS }],
      },
    });
    await expectRefused(
      await decide(w.marcus, order.id, { outcome: 'release', note: '' }),
      400,
      'A note for both parties is required',
    );
    const [intent] = await intentsOfOrder(w.server.db, order.id);
    expect(intent?.amountRefundedCents).toBe(0);
    expect((await orderRow(w.server.db, order.id)).status).toBe('in_dispute');

    const held = await heldOrder(w);
    await expectRefused(
      await decide(w.marcus, held.id, { outcome: 'release', note: NOTE }),
      409,
      'This order cannot be released now (status: payment_held)',
    );
    await expectRefused(
      await decide(w.marcus, 2_000_000, { outcome: 'release', note: NOTE }),
      404,
      ORDER_NOT_FOUND,
    );
  });

  /** `customer` books a gig of `providerId`'s, pays, captures and disputes it: the order id. */
  async function disputedBetween(customer: Browser, providerId: number): Promise<number> {
    const clientSecret = await book(customer, await gigFor(w.server.db, providerId, 3000));
    await pay(customer, clientSecret);
    const intentId = intentIdOf(clientSecret);
    expect((await customer.post(api.paymentComplete.path, { paymentIntentId: intentId })).status).toBe(200);
    const order = await orderOfIntent(w.server.db, intentId);
    expect(
      (await customer.post(api.capturePayment.path, { orderId: order.id, paymentIntentId: intentId })).status,
    ).toBe(200);
    await deliverOrder(w.server.db, providerId, order.id, w.server.services.clock.now());
    expect((await openDispute(customer, order.id)).status).toBe(200);
    return order.id;
  }

  it('refuses an operator deciding a dispute of their own order (403)', async () => {
    const orderId = await disputedBetween(w.marcus, w.jordanId);
    await expectRefused(await decide(w.marcus, orderId, { outcome: 'refund', note: NOTE }), 403, OWN_DISPUTE);
    // settled for the ledger check: the provider accepts
    expect((await w.jordan.post(`/api/orders/${orderId}/dispute/accept-refund`)).status).toBe(200);
  });

  it('no judge in their own case: an operator who is either party neither sees the dispute on the desk nor decides it', async () => {
    const asCustomer = await disputedBetween(w.marcus, w.jordanId); // Marcus booked Jordan
    const asProvider = await disputedBetween(w.maya, w.marcusId); // Maya booked Marcus
    const others = (await disputedOrder(w)).id; // Maya booked Jordan: Marcus's to judge

    const desk = (await disputes()).map((d) => d.id);
    expect(desk).toContain(others);
    expect(desk).not.toContain(asCustomer);
    expect(desk).not.toContain(asProvider);

    for (const orderId of [asCustomer, asProvider]) {
      for (const body of [
        { outcome: 'release', note: NOTE },
        { outcome: 'refund', note: NOTE },
        { outcome: 'refund', refundAmount: 1, note: NOTE },
      ]) {
        await expectRefused(await decide(w.marcus, orderId, body), 403, OWN_DISPUTE);
      }
      const row = await orderRow(w.server.db, orderId);
      expect(row).toMatchObject({ status: 'in_dispute', disputeOutcome: null, disputeDecidedBy: null });
      const [intent] = await intentsOfOrder(w.server.db, orderId);
      expect(intent?.amountRefundedCents).toBe(0);
    }

    // settled for the ledger check: each provider accepts the refund; the other dispute is decided
    expect((await w.jordan.post(`/api/orders/${asCustomer}/dispute/accept-refund`)).status).toBe(200);
    expect((await w.marcus.post(`/api/orders/${asProvider}/dispute/accept-refund`)).status).toBe(200);
    expect((await decide(w.marcus, others, { outcome: 'refund', note: NOTE })).status).toBe(200);
  });
});
