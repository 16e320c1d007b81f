import { and, eq, isNull, ne } from 'drizzle-orm';
import { orders, paymentWebhookEvents, users, type OrderRow } from '../db/schema';
import type { Tx } from '../db/types';
import { invalid } from '../domain-errors';
import { WebhookSignatureError, type PaymentEvent } from '../payments';
import { callProvider, isRefusal, type OrderDeps } from './deps';
import { applyExtraTimeIntent } from './extra-time';
import { applyIntent } from './intent-sync';
import type { PayOutProviders } from './release';
import { findOrderByIntent, findOrderRow } from './service';

/** The intent events that move an order; the others (created, requires_action, payment_failed) do not. */
const ORDER_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.canceled',
]);

export const lateVoidKey = (orderId: number) => `order:${orderId}:void-late`;

/**
 * The booking order an intent belongs to: the one that stored it, else (the backend stopped between
 * creating the intent and storing it) the order its metadata names, which then stores it.
 */
async function orderOfIntent(
  tx: Tx,
  intent: NonNullable<PaymentEvent['intent']>,
  provider: string,
): Promise<OrderRow | undefined> {
  const stored = await findOrderByIntent(tx, intent.id);
  if (stored) return stored;
  const orderId = Number(intent.metadata.orderId);
  if (intent.metadata.kind !== 'booking' || !Number.isSafeInteger(orderId) || orderId <= 0) return undefined;
  const [filled] = await tx
    .update(orders)
    .set({
      paymentIntentId: intent.id,
      paymentClientSecret: intent.clientSecret || null,
      paymentProvider: provider,
    })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.paymentIntentId),
        eq(orders.status, 'awaiting_payment'),
        eq(orders.totalAmountCents, intent.amountCents),
      ),
    )
    .returning();
  return filled;
}

/** What is left to do once an event's transaction committed. */
interface AfterEvent {
  /** An order whose authorisation came after it was cancelled: the hold must be voided. */
  stale: OrderRow | null;
  /** Providers owed money they can now receive (payouts just enabled, extra time just paid). */
  payOut: number[];
}

const NOTHING: AfterEvent = { stale: null, payOut: [] };

/** Applies one verified event in the caller's transaction. */
async function applyEvent(tx: Tx, event: PaymentEvent, provider: string): Promise<AfterEvent> {
  if (event.type === 'account.updated' && event.account) {
    const enabled = event.account.payoutsEnabled;
    const changed = await tx
      .update(users)
      .set({ payoutsEnabled: enabled })
      .where(and(eq(users.payoutAccountId, event.account.id), ne(users.payoutsEnabled, enabled)))
      .returning({ id: users.id });
    return { stale: null, payOut: enabled ? changed.map((u) => u.id) : [] };
  }
  const { intent } = event;
  if (!intent || !ORDER_EVENTS.has(event.type)) return NOTHING;
  const detail = { source: 'webhook', eventId: event.id, type: event.type };
  const at = new Date(event.created * 1000);
  if (intent.metadata.kind === 'extra_time') {
    const paid = await applyExtraTimeIntent(tx, intent, detail, at);
    return { stale: null, payOut: paid ? [paid.providerId] : [] };
  }
  const order = await orderOfIntent(tx, intent, provider);
  if (!order) return NOTHING; // not ours, or not a booking: acknowledged and ignored
  const after = await applyIntent(tx, {
    orderId: order.id,
    intent,
    caller: { kind: 'system', userId: null },
    detail,
    at,
  });
  return {
    stale: after?.status === 'cancelled' && intent.status === 'requires_capture' ? after : null,
    payOut: [],
  };
}

export interface WebhookDeps extends OrderDeps {
  /** Pays out providers the event made payable (services.ts); without it the payouts job does. */
  payOutProviders?: PayOutProviders;
}

/**
 * A payment provider's webhook (POST /api/payments/webhook, and the sandbox's own deliveries): the
 * signature is checked (400 otherwise), the event recorded once by its id (a second delivery does
 * nothing) and applied in the same transaction, so a failure leaves it unrecorded for the provider to
 * send again. Events may come twice, late or out of order: each makes the order agree with the intent
 * it carries, and an intent state the order has passed changes nothing.
 */
export async function handlePaymentWebhook(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const { db, payments } = deps;
  let event: PaymentEvent;
  try {
    event = payments.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw invalid(err.message || 'Invalid webhook signature');
    throw err;
  }
  const { stale, payOut } = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.eventId });
    return fresh ? applyEvent(tx, event, payments.name) : NOTHING;
  });
  if (stale?.paymentIntentId) await voidLateAuthorisation(deps, stale.id, stale.paymentIntentId);
  if (payOut.length > 0) await deps.payOutProviders?.(payOut);
}

/**
 * A card authorised after its order was cancelled: the hold is released rather than left to lapse.
 * Best effort (the event is recorded already): a hold left over lapses at the card network anyway.
 */
async function voidLateAuthorisation({ db, payments, log }: OrderDeps, orderId: number, intentId: string) {
  try {
    const order = await findOrderRow(db, orderId);
    if (order?.status !== 'cancelled') return;
    await callProvider(log, 'cancelIntent', () => payments.cancelIntent(intentId, lateVoidKey(orderId)));
    log.info('late authorisation of a cancelled order voided', { orderId, intentId });
  } catch (err) {
    if (!isRefusal(err))
      log.warn('could not void a late authorisation', { orderId, intentId, err: String(err) });
  }
}
