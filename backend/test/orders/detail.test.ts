import { eq } from 'drizzle-orm';
import { api, computeFees, formatLongDate, type OrderDetail } from '@campus/contracts';
import { users } from '../../src/db/schema';
import { ALREADY_CONTESTED } from '../../src/orders/disputes';
import { EXTRA_TIME_OPEN, NO_PAYMENT_DUE } from '../../src/orders/extra-time';
import { ORDER_NOT_FOUND } from '../../src/orders/process';
import { ALREADY_REVIEWED, REVIEW_NOT_RELEASED } from '../../src/reviews/policies';
import { SIGN_IN_REQUIRED } from '../../src/sessions/requireUser';
import { json, must } from '../harness';
import {
  answered,
  contest,
  DETAILS,
  detailOf,
  disputedOrder,
  expectRefused,
  capturedOrder,
  heldOrder,
  paidOrder,
  setDeadline,
  startDisputeWorld,
  STATEMENT,
  withdraw,
  type DisputeWorld,
} from '../operator/dispute-support';
import { gigFor } from './fixtures';
import { book, intentIdOf, orderFileHooks, orderOfIntent } from './support';

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld({ payouts: true });
});
orderFileHooks(() => w.server);

/** Each action of the page as `[action, allowed or its reason]`. */
const actionsOf = (detail: OrderDetail) =>
  Object.fromEntries(detail.actions.map((a) => [a.action, a.allowed ? true : a.reason]));

async function contactOf(id: number) {
  const u = must((await w.server.db.select().from(users).where(eq(users.id, id)))[0]);
  return { name: `${u.firstName} ${u.lastName}`, email: u.email, phone: u.phoneNumber?.trim() || null };
}

const CAPTURE_FIRST = 'Available once the payment is captured';
const IN_DISPUTE_ONLY = 'Available while the order is in dispute';

describe('GET /api/orders/:id: the order page', () => {
  it('an unpaid booking: the gig, both parties without contacts, and what each may do', async () => {
    const gigId = await gigFor(w.server.db, w.jordanId);
    const clientSecret = await book(w.maya, gigId);
    const order = await orderOfIntent(w.server.db, intentIdOf(clientSecret));
    const fees = computeFees(2500);

    const mine = await detailOf(w.maya, order.id);
    expect(mine).toMatchObject({
      id: order.id,
      status: 'awaiting_payment',
      viewerRole: 'customer',
      gig: { id: gigId, title: 'Calculus tutoring', category: 'Tutoring' },
      customer: { id: w.mayaId, firstName: 'Maya', lastName: 'Chen', contact: null },
      provider: { id: w.jordanId, firstName: 'Jordan', lastName: 'Alvarez', contact: null },
      totalAmount: fees.totalCents / 100,
      events: [],
      dispute: null,
      extraTime: [],
      review: null,
      refundedAmount: 0,
      paidOutAt: null,
      conversationId: null,
    });
    expect(mine.customer.university).toEqual(expect.any(String));
    expect(actionsOf(mine)).toEqual({
      authorise: true,
      capture: 'Available once the payment is authorised',
      cancel: true,
      cancel_undelivered: CAPTURE_FIRST,
      confirm_receipt: CAPTURE_FIRST,
      open_dispute: CAPTURE_FIRST,
      withdraw_dispute: IN_DISPUTE_ONLY,
      complete_extra_time: CAPTURE_FIRST,
      request_extra_time: 'Only the provider can request extra time',
      pay_extra_time: CAPTURE_FIRST,
      review: REVIEW_NOT_RELEASED,
    });
    // in table order, then the actions that are not transitions
    expect(mine.actions.map((a) => a.action)).toEqual([
      'authorise',
      'capture',
      'cancel',
      'cancel_undelivered',
      'confirm_receipt',
      'open_dispute',
      'withdraw_dispute',
      'complete_extra_time',
      'request_extra_time',
      'pay_extra_time',
      'review',
    ]);

    // opening checkout is not an order: the provider does not see it until the payment is authorised
    await expectRefused(await w.jordan.get(`/api/orders/${order.id}`), 404, ORDER_NOT_FOUND);
    await expectRefused(await w.priya.get(`/api/orders/${order.id}`), 404, ORDER_NOT_FOUND);
    await expectRefused(await w.marcus.get(`/api/orders/${order.id}`), 404, ORDER_NOT_FOUND);
    await expectRefused(await w.visitor.get(`/api/orders/${order.id}`), 401, SIGN_IN_REQUIRED);
    await expectRefused(await w.maya.get('/api/orders/2000000'), 404, ORDER_NOT_FOUND);
    await w.maya.post(`/api/orders/${order.id}/cancel`);
  });

  it('contacts once captured: none while only authorised, each party sees both once held, none once voided', async () => {
    const held = await heldOrder(w);
    const both = { customer: await contactOf(w.mayaId), provider: await contactOf(w.jordanId) };
    for (const browser of [w.maya, w.jordan]) {
      const detail = await detailOf(browser, held.id);
      expect({ customer: detail.customer.contact, provider: detail.provider.contact }).toEqual(both);
    }
    const order = await paidOrder(w);
    for (const browser of [w.maya, w.jordan]) {
      const detail = await detailOf(browser, order.id);
      expect({ customer: detail.customer.contact, provider: detail.provider.contact }).toEqual({
        customer: null,
        provider: null,
      });
    }
    expect((await w.maya.post(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    const cancelled = await detailOf(w.jordan, order.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      customer: { contact: null },
      provider: { contact: null },
    });
    expect(actionsOf(cancelled).request_extra_time).toBe('This order was cancelled');
  });

  it('held, not delivered: the provider may deliver or decline; the customer may confirm, cancel only after the delivery deadline, not dispute', async () => {
    const order = await capturedOrder(w);
    const cancellableOn = formatLongDate(must(order.deliveryCancellableAt));
    expect(actionsOf(await detailOf(w.maya, order.id))).toMatchObject({
      confirm_receipt: true,
      open_dispute: 'Available once the provider marks the service delivered',
      cancel_undelivered: `If the service is not delivered, you can cancel for a full refund from ${cancellableOn}`,
      cancel: 'The payment was captured: the order can no longer be cancelled',
    });
    expect(actionsOf(await detailOf(w.jordan, order.id))).toMatchObject({
      deliver: true,
      decline: true,
    });
    const delivered = await answered(await w.jordan.post(`/api/orders/${order.id}/deliver`));
    expect(delivered.deliveredAt).not.toBeNull();
    expect(actionsOf(await detailOf(w.jordan, order.id))).toMatchObject({
      deliver: `The service was marked delivered on ${formatLongDate(must(delivered.deliveredAt))}`,
      decline: `The service was marked delivered on ${formatLongDate(must(delivered.deliveredAt))}`,
    });
    expect(actionsOf(await detailOf(w.maya, order.id))).toMatchObject({
      open_dispute: true,
      cancel_undelivered: `The service was marked delivered on ${formatLongDate(must(delivered.deliveredAt))}`,
    });
  });

  it('held: the customer may confirm or dispute until the deadline, then is told when the window closed', async () => {
    const order = await heldOrder(w);
    const mine = actionsOf(await detailOf(w.maya, order.id));
    expect(mine).toMatchObject({
      confirm_receipt: true,
      open_dispute: true,
      capture: 'The payment is already captured',
      cancel: 'The payment was captured: the order can no longer be cancelled',
      pay_extra_time: NO_PAYMENT_DUE,
    });
    expect(actionsOf(await detailOf(w.jordan, order.id)).request_extra_time).toBe(true);

    const deadline = new Date(w.server.services.clock.now().getTime() - 1000);
    await setDeadline(w.server.db, order.id, deadline);
    expect(actionsOf(await detailOf(w.maya, order.id)).open_dispute).toBe(
      `The dispute window closed on ${formatLongDate(deadline)}`,
    );
    const past = new Date('2026-11-20T12:00:00Z');
    await setDeadline(w.server.db, order.id, past);
    expect(actionsOf(await detailOf(w.maya, order.id)).open_dispute).toBe(
      'The dispute window closed on November 20, 2026',
    );
  });

  it('in dispute: the dispute and the events for both parties; an operator may read it too', async () => {
    const order = await disputedOrder(w);
    await answered(await contest(w.jordan, order.id));

    const mine = await detailOf(w.maya, order.id);
    expect(mine.dispute).toEqual({
      reason: 'Provider did not show up',
      details: DETAILS,
      openedAt: expect.any(String),
      contestedAt: expect.any(String),
      providerStatement: STATEMENT,
      resolution: null,
    });
    expect(mine.events.map((e) => e.transition)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'open_dispute',
      'contest_dispute',
    ]);
    expect(actionsOf(mine)).toMatchObject({
      withdraw_dispute: true,
      open_dispute: 'A dispute is already open',
      confirm_receipt: 'Not while the order is in dispute',
    });
    expect(actionsOf(await detailOf(w.jordan, order.id))).toMatchObject({
      contest_dispute: ALREADY_CONTESTED,
      accept_refund: true,
      request_extra_time: 'Not while the order is in dispute',
    });

    const operator = await detailOf(w.marcus, order.id);
    expect(operator).toMatchObject({
      viewerRole: 'operator',
      customer: { firstName: 'Maya', contact: null },
      provider: { firstName: 'Jordan', contact: null },
      dispute: { providerStatement: STATEMENT },
    });
    expect(actionsOf(operator)).toEqual({ resolve_release: true, resolve_refund: true });
    await expectRefused(await w.priya.get(`/api/orders/${order.id}`), 404, ORDER_NOT_FOUND);

    // decided, it stays readable for the operator; the parties see the outcome
    await answered(await withdraw(w.maya, order.id));
    const settled = await detailOf(w.marcus, order.id);
    expect(settled.dispute?.resolution).toMatchObject({
      outcome: 'withdrawn',
      refundAmount: null,
      note: null,
    });
    expect(actionsOf(settled)).toEqual({ resolve_release: IN_DISPUTE_ONLY, resolve_refund: IN_DISPUTE_ONLY });
  });

  it('released: paid out, the review, extra time and the two parties conversation', async () => {
    const order = await disputedOrder(w);
    await answered(await withdraw(w.maya, order.id));
    const released = await detailOf(w.maya, order.id);
    expect(released.status).toBe('funds_released');
    expect(released.paidOutAt).toEqual(expect.any(String));
    expect(actionsOf(released)).toMatchObject({
      review: true,
      confirm_receipt: 'The payment was already released',
    });

    const reviewed = await w.maya.post(api.createReview.path, {
      orderId: order.id,
      rating: 5,
      comment: 'Great',
    });
    expect(reviewed.status).toBe(200);
    const requested = await w.jordan.post(`/api/orders/${order.id}/extra-time`, { hours: 1.5 });
    expect({ status: requested.status, body: await json(requested) }).toMatchObject({ status: 200 });
    const conversation = await w.maya.post(api.startConversation.path, { userId: w.jordanId });
    const { id: conversationId } = api.startConversation.reply.parse(await json(conversation));

    const mine = await detailOf(w.maya, order.id);
    const extra = computeFees(Math.round(1.5 * order.priceCents));
    expect(mine).toMatchObject({
      review: { orderId: order.id, rating: 5, comment: 'Great', reviewer: { firstName: 'Maya' } },
      extraTime: [
        {
          orderId: order.id,
          hours: 1.5,
          price: extra.baseCents / 100,
          amount: extra.totalCents / 100,
          status: 'requested',
          paidAt: null,
        },
      ],
      conversationId,
    });
    expect(actionsOf(mine)).toMatchObject({ review: ALREADY_REVIEWED, pay_extra_time: true });
    const theirs = await detailOf(w.jordan, order.id);
    expect(theirs.conversationId).toBe(conversationId);
    expect(actionsOf(theirs).request_extra_time).toBe(EXTRA_TIME_OPEN);
  });
});
