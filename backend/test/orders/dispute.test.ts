import { eq } from 'drizzle-orm';
import { orderEvents, orders, sandboxRefunds } from '../../src/db/schema';
import { customerCard } from '../../src/ledger/accounts';
import { ALREADY_CONTESTED, ONLY_CUSTOMER_DISPUTES, REFUND_UNDER_WAY } from '../../src/orders/disputes';
import { ONLY_CUSTOMER_WITHDRAWS, ONLY_PROVIDER_ANSWERS } from '../../src/orders/policies';
import { autoReleaseOrders } from '../../src/orders/jobs';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { json, must } from '../harness';
import {
  acceptRefund,
  answered,
  contest,
  DETAILS,
  disputedOrder,
  expectRefused,
  heldOrder,
  journalEntries,
  openDispute,
  paidOrder,
  setDeadline,
  startDisputeWorld,
  STATEMENT,
  withdraw,
  type DisputeWorld,
} from '../operator/dispute-support';
import { expectLedgerBalanced, intentsOfOrder, orderFileHooks, orderRow } from './support';

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld({ payouts: true });
});
orderFileHooks(() => w.server);

const transitionsOf = async (orderId: number) =>
  (
    await w.server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id)
  ).map((e) => ({ transition: e.transition, actor: e.actorKind, note: e.detail?.note ?? null }));

const row = (orderId: number) => orderRow(w.server.db, orderId);

describe('opening a dispute (customer, until the dispute deadline)', () => {
  it('the customer disputes a held order: in dispute with reason and details, the escrow still held', async () => {
    const order = await heldOrder(w);
    const reply = await answered(await openDispute(w.maya, order.id));
    expect(reply).toMatchObject({
      id: order.id,
      status: 'in_dispute',
      disputeReason: 'Provider did not show up',
      disputeDetails: DETAILS,
      viewerRole: 'customer',
    });
    const after = await row(order.id);
    expect(after.disputeOpenedAt).not.toBeNull();
    expect((await transitionsOf(order.id)).slice(-1)).toEqual([
      { transition: 'open_dispute', actor: 'customer', note: 'Provider did not show up' },
    ]);
    await expectLedgerBalanced(w.server.db); // escrow = held + in dispute

    // opening it again answers the open dispute; nothing is taken twice
    expect((await answered(await openDispute(w.maya, order.id))).status).toBe('in_dispute');
    expect((await transitionsOf(order.id)).filter((e) => e.transition === 'open_dispute')).toHaveLength(1);
  });

  it('is refused to the provider (403), a stranger (404) and a visitor (401)', async () => {
    const order = await heldOrder(w);
    await expectRefused(await openDispute(w.jordan, order.id), 403, ONLY_CUSTOMER_DISPUTES);
    await expectRefused(await openDispute(w.priya, order.id), 404, ORDER_NOT_FOUND);
    await expectRefused(await openDispute(w.visitor, order.id), 401, SIGN_IN_REQUIRED);
    await expectRefused(await openDispute(w.marcus, order.id), 404, ORDER_NOT_FOUND);
    expect((await row(order.id)).status).toBe('payment_held');
  });

  it('is refused before capture (409) and with a reason off the list or no details (400)', async () => {
    const order = await paidOrder(w);
    await expectRefused(
      await openDispute(w.maya, order.id),
      409,
      'This order cannot be disputed now (status: payment_processing)',
    );
    const held = await heldOrder(w);
    await expectRefused(
      await openDispute(w.maya, held.id, { reason: 'Bored' }),
      400,
      'Please choose a reason',
    );
    await expectRefused(await openDispute(w.maya, held.id, { details: '   ' }), 400, 'Details is required');
    expect((await row(held.id)).status).toBe('payment_held');
  });

  it('is allowed a second before the deadline and refused a second after it', async () => {
    const now = () => w.server.services.clock.now().getTime();
    const early = await heldOrder(w);
    await setDeadline(w.server.db, early.id, new Date(now() + 1000));
    expect((await answered(await openDispute(w.maya, early.id))).status).toBe('in_dispute');

    const late = await heldOrder(w);
    await setDeadline(w.server.db, late.id, new Date(now() - 1000));
    const res = await openDispute(w.maya, late.id);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toMatch(/^The dispute window closed on /);
    expect((await row(late.id)).status).toBe('payment_held');
    expect((await transitionsOf(late.id)).map((e) => e.transition)).toEqual([
      'authorise',
      'capture',
      'deliver',
    ]);
  });

  it('stops the auto-release: a disputed order past its release date stays in escrow', async () => {
    const order = await disputedOrder(w);
    await w.server.db
      .update(orders)
      .set({ escrowReleaseDate: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    await autoReleaseOrders(w.server.jobDeps, w.server.services.clock.now());
    expect((await row(order.id)).status).toBe('in_dispute');
  });
});

describe('contesting (provider, once)', () => {
  it('records the statement; the same statement again is a replay, another one 409', async () => {
    const order = await disputedOrder(w);
    expect((await answered(await contest(w.jordan, order.id))).status).toBe('in_dispute');
    const contested = await row(order.id);
    expect(contested).toMatchObject({ disputeStatement: STATEMENT });
    expect(contested.disputeContestedAt).not.toBeNull();

    expect((await answered(await contest(w.jordan, order.id))).status).toBe('in_dispute');
    await expectRefused(
      await contest(w.jordan, order.id, 'Something else entirely.'),
      409,
      ALREADY_CONTESTED,
    );
    expect((await row(order.id)).disputeStatement).toBe(STATEMENT);
    expect((await transitionsOf(order.id)).filter((e) => e.transition === 'contest_dispute')).toEqual([
      { transition: 'contest_dispute', actor: 'provider', note: null },
    ]);
  });

  it('is refused to the customer (403), a stranger (404), without a statement (400) and before a dispute (409)', async () => {
    const order = await disputedOrder(w);
    await expectRefused(await contest(w.maya, order.id), 403, ONLY_PROVIDER_ANSWERS);
    await expectRefused(await contest(w.priya, order.id), 404, ORDER_NOT_FOUND);
    await expectRefused(await contest(w.visitor, order.id), 401, SIGN_IN_REQUIRED);
    await expectRefused(await contest(w.jordan, order.id, ' '), 400, 'Your statement is required');
    const held = await heldOrder(w);
    await expectRefused(
      await contest(w.jordan, held.id),
      409,
      'This order cannot be contested now (status: payment_held)',
    );
    expect((await row(order.id)).disputeContestedAt).toBeNull();
  });
});

describe('withdrawing (customer)', () => {
  it('releases the escrow as if confirmed and pays the provider out, contested or not', async () => {
    for (const contested of [false, true]) {
      const order = await disputedOrder(w);
      if (contested) await answered(await contest(w.jordan, order.id));
      await answered(await withdraw(w.maya, order.id));
      const after = await row(order.id);
      expect(after).toMatchObject({ status: 'funds_released', disputeOutcome: 'withdrawn' });
      expect(after.paidOutAt).not.toBeNull();
      expect((await transitionsOf(order.id)).map((e) => e.transition).slice(-2)).toEqual([
        'withdraw_dispute',
        'release_funds',
      ]);
      await expectLedgerBalanced(w.server.db);
      // again: answered as it is
      expect((await answered(await withdraw(w.maya, order.id))).status).toBe('funds_released');
    }
  });

  it('is refused to the provider (403), a stranger (404), and on an order not in dispute (409)', async () => {
    const order = await disputedOrder(w);
    await expectRefused(await withdraw(w.jordan, order.id), 403, ONLY_CUSTOMER_WITHDRAWS);
    await expectRefused(await withdraw(w.priya, order.id), 404, ORDER_NOT_FOUND);
    await expectRefused(await withdraw(w.visitor, order.id), 401, SIGN_IN_REQUIRED);
    const held = await heldOrder(w);
    await expectRefused(
      await withdraw(w.maya, held.id),
      409,
      'This order cannot be withdrawn from dispute now (status: payment_held)',
    );
    expect((await row(order.id)).status).toBe('in_dispute');
  });
});

describe('accepting a refund (provider)', () => {
  it('refunds the card in full at the provider, then the order: the refund journal takes the escrow back to the card', async () => {
    const order = await disputedOrder(w);
    const reply = await answered(await acceptRefund(w.jordan, order.id));
    expect(reply).toMatchObject({ status: 'refunded', viewerRole: 'provider' });
    const after = await row(order.id);
    expect(after).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalAmountCents,
      disputeOutcome: 'accepted_refund',
    });
    const [intent] = await intentsOfOrder(w.server.db, order.id);
    expect(intent).toMatchObject({
      amountCapturedCents: order.totalAmountCents,
      amountRefundedCents: order.totalAmountCents,
    });
    expect(await journalEntries(w.server.db, `order:${order.id}:refund`)).toEqual({
      escrow: -order.totalAmountCents,
      [customerCard(w.mayaId)]: order.totalAmountCents,
    });
    await expectLedgerBalanced(w.server.db);

    // again: refunded once
    expect((await answered(await acceptRefund(w.jordan, order.id))).status).toBe('refunded');
    const refunds = await w.server.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, must(order.paymentIntentId)));
    expect(refunds).toHaveLength(1);
  });

  it('is refused to the customer (403), a stranger (404), and once the dispute was withdrawn (409)', async () => {
    const order = await disputedOrder(w);
    await expectRefused(await acceptRefund(w.maya, order.id), 403, ONLY_PROVIDER_ANSWERS);
    await expectRefused(await acceptRefund(w.priya, order.id), 404, ORDER_NOT_FOUND);
    await answered(await withdraw(w.maya, order.id));
    await expectRefused(
      await acceptRefund(w.jordan, order.id),
      409,
      'This order cannot be refunded now (status: funds_released)',
    );
    const [intent] = await intentsOfOrder(w.server.db, order.id);
    expect(intent?.amountRefundedCents).toBe(0);
  });

  it('a refund under way (claimed, not yet made) refuses the withdrawal; the refund then completes', async () => {
    const order = await disputedOrder(w);
    // the provider's call stopped between its claim and the provider's refund
    await w.server.db
      .update(orders)
      .set({ disputeOutcome: 'accepted_refund' })
      .where(eq(orders.id, order.id));
    await expectRefused(await withdraw(w.maya, order.id), 409, REFUND_UNDER_WAY);
    expect((await row(order.id)).status).toBe('in_dispute');
    expect((await answered(await acceptRefund(w.jordan, order.id))).status).toBe('refunded');
  });
});

describe('the payment of a refunded order', () => {
  it('cannot be disputed again', async () => {
    const order = await disputedOrder(w);
    await answered(await acceptRefund(w.jordan, order.id));
    await expectRefused(
      await openDispute(w.maya, order.id),
      409,
      'This order cannot be disputed now (status: refunded)',
    );
  });
});
