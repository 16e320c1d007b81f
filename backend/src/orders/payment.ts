import { and, eq, inArray } from 'drizzle-orm';
import type { CapturePaymentReply, PaymentCompleteReply } from '@campus/contracts';
import { orders, type OrderRow } from '../db/schema';
import { conflict, invalid, notFound } from '../domain-errors';
import { callProvider, changeIntent, type OrderDeps } from './deps';
import { refusingAsDomain } from '../payments';
import { applyIntent, withdrawBooking } from './intent-sync';
import { cancelUndelivered } from './delivery';
import { assertOrderSide, ONLY_CUSTOMER_CANCELS } from './policies';
import { CANCEL_REASONS, ORDER_NOT_FOUND, refusal, takeTransition, type TransitionActor } from './process';
import {
  findOrderByIntent,
  findOrderRow,
  isGigBookable,
  isOpen,
  isPaid,
  OPEN_STATUSES,
  partyContacts,
  showsContacts,
} from './service';

export const PAYMENT_NOT_COMPLETED = 'Payment has not been completed';
export const MISSING_PAYMENT_INFO = 'Missing order or payment information';
export const INTENT_NOT_OF_ORDER = 'This payment does not belong to this order';
export const ONLY_CUSTOMER_CAPTURES = 'Only the customer can capture this payment';
/** The answer to a payment or capture of a booking whose gig is gone: its authorisation was voided. */
export const GIG_UNAVAILABLE_MESSAGE = 'This gig is no longer available, so nothing was charged.';

export const captureKey = (orderId: number) => `order:${orderId}:capture`;
export const cancelKey = (orderId: number) => `order:${orderId}:cancel`;

const customer = (order: OrderRow): TransitionActor => ({ kind: 'customer', userId: order.customerId });

/**
 * An open booking whose gig was paused or deleted meanwhile is given up here (its authorisation voided,
 * nothing charged) and the call refused, 409 GIG_UNAVAILABLE_MESSAGE. Else nothing happens. A refusal
 * of the provider meanwhile is answered as its domain error (`refusingAsDomain`), never a 500.
 */
async function refuseGoneGig(deps: OrderDeps, order: OrderRow, source: string, now: Date): Promise<OrderRow> {
  if (!isOpen(order.status) || (await isGigBookable(deps.db, order.gigId))) return order;
  const after = await refusingAsDomain(
    withdrawBooking(deps, order, { source, reason: 'gig unavailable' }, now),
  );
  // only a capture that won the race goes on (the money is held and the order recorded as such)
  if (!after || isOpen(after.status) || after.status === 'cancelled') throw conflict(GIG_UNAVAILABLE_MESSAGE);
  return after;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A captured order's escrow dates: before delivery the delivery deadline's (cancellable from,
 * refunded at), from delivery the dispute deadline and the automatic release.
 */
export function escrowDates(order: OrderRow) {
  return {
    escrowReleaseDate: iso(order.escrowReleaseDate),
    disputeDeadline: iso(order.disputeDeadline),
    deliveryCancellableAt: iso(order.deliveryCancellableAt),
    deliveryRefundAt: iso(order.deliveryRefundAt),
  };
}

/**
 * POST /api/payment-complete: records the customer's authorised payment (unless the webhook did
 * already): 409 for an unpaid order, and for one whose gig was paused or deleted meanwhile (its
 * authorisation is voided: nothing is charged). The parties' contacts are answered only once the
 * payment is captured into escrow (null while it is only authorised). `now` (the server's clock)
 * stamps the transitions it takes.
 */
export async function completePayment(
  deps: OrderDeps,
  userId: number,
  paymentIntentId: string,
  now: Date,
): Promise<PaymentCompleteReply> {
  const { db, payments, log } = deps;
  let order = await findOrderByIntent(db, paymentIntentId);
  if (!order || order.customerId !== userId) throw notFound(ORDER_NOT_FOUND);
  // before recording an authorisation: the provider is never told of a booking of a gig that is gone
  order = await refuseGoneGig(deps, order, 'payment-complete', now);
  if (order.status === 'awaiting_payment') {
    const intent = await refusingAsDomain(
      callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(paymentIntentId)),
    );
    order =
      (await applyIntent(db, {
        orderId: order.id,
        intent,
        caller: customer(order),
        detail: { source: 'payment-complete' },
        at: now,
      })) ?? order;
  }
  if (!isPaid(order.status)) throw conflict(PAYMENT_NOT_COMPLETED);
  const contacts = showsContacts(order.status) ? await partyContacts(db, order) : null;
  return {
    provider: contacts?.provider ?? null,
    customer: contacts?.customer ?? null,
    orderId: order.id,
    paymentIntentId,
    escrowEnabled: true,
    escrowInfo: order.paymentCapturedAt ? escrowDates(order) : null,
    nextStep:
      order.status === 'payment_processing'
        ? 'capture_payment'
        : order.status === 'payment_held'
          ? 'funds_held'
          : 'none',
  };
}

/**
 * POST /api/capture-payment: the customer captures the authorised payment into escrow. A captured
 * order answers its dates again (a retry); one not authorised is refused (409), and so is one whose
 * gig was paused or deleted (its authorisation voided, nothing charged). The escrow dates count from
 * `now` (the server's clock). Captured, the parties see each other's contacts: they come with it.
 */
export async function capturePayment(
  deps: OrderDeps,
  userId: number,
  input: { orderId?: number | undefined; paymentIntentId?: string | undefined },
  now: Date,
): Promise<CapturePaymentReply> {
  const { db, payments } = deps;
  const { orderId, paymentIntentId } = input;
  if (!orderId || !paymentIntentId) throw invalid(MISSING_PAYMENT_INFO);
  const found = assertOrderSide(await findOrderRow(db, orderId), userId, 'customer', ONLY_CUSTOMER_CAPTURES);
  if (found.paymentIntentId !== paymentIntentId) throw invalid(INTENT_NOT_OF_ORDER);
  const order = await refuseGoneGig(deps, found, 'capture-payment', now);
  if (order.status === 'payment_processing') {
    const intent = await refusingAsDomain(
      changeIntent(
        deps,
        'captureIntent',
        () => payments.captureIntent(paymentIntentId, captureKey(order.id)),
        paymentIntentId,
      ),
    );
    await applyIntent(db, {
      orderId: order.id,
      intent,
      caller: customer(order),
      detail: { source: 'capture-payment' },
      at: now,
    });
  }
  const after = (await findOrderRow(db, order.id)) ?? order;
  if (!after.paymentCapturedAt) throw refusal('capture', after.status);
  return { ...escrowDates(after), ...(await partyContacts(db, after)) };
}

/**
 * POST /api/orders/:id/cancel: the customer gives up before capture; the authorisation (or the unpaid
 * intent) is voided first, then the order cancelled. Cancelling a cancelled order answers it again.
 * Once captured, it is the cancel of an order not delivered by the delivery deadline: refunded in full
 * (`cancel_undelivered`; before the deadline, 409 with the date it opens).
 */
export async function cancelOrder(
  deps: OrderDeps,
  userId: number,
  orderId: number,
  now: Date,
): Promise<OrderRow> {
  const { db, payments } = deps;
  const order = assertOrderSide(await findOrderRow(db, orderId), userId, 'customer', ONLY_CUSTOMER_CANCELS);
  if (order.status === 'cancelled') return order;
  if (
    order.status === 'payment_held' ||
    (order.status === 'refunded' && order.cancelReason === 'not_delivered')
  )
    return cancelUndelivered(deps, userId, orderId, now);
  if (!isOpen(order.status)) throw refusal('cancel', order.status);
  const intentId = order.paymentIntentId;
  if (!intentId) {
    return (
      await takeTransition(db, {
        orderId,
        transition: 'cancel',
        actor: customer(order),
        detail: { source: 'cancel' },
        at: now,
      })
    ).order;
  }
  // Noted before the void: its webhook may arrive before the provider's answer, and then cancels as the customer.
  await db
    .update(orders)
    .set({ cancelReason: CANCEL_REASONS.cancel })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...OPEN_STATUSES])));
  const intent = await refusingAsDomain(
    changeIntent(deps, 'cancelIntent', () => payments.cancelIntent(intentId, cancelKey(orderId)), intentId),
  );
  const after = await applyIntent(db, {
    orderId,
    intent,
    caller: customer(order),
    detail: { source: 'cancel' },
    at: now,
  });
  if (!after) throw notFound(ORDER_NOT_FOUND);
  if (after.status !== 'cancelled') throw refusal('cancel', after.status);
  return after;
}
