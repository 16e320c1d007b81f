import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type IntentSnapshot,
  type IntentStatus,
  type PaymentError,
  type PaymentEvent,
} from './provider';

/**
 * Stripe's JSON shapes, read the same way for both providers: the sandbox writes its objects and events
 * in Stripe's shape and signs them as Stripe does, so one reader serves Stripe's API replies, Stripe's
 * webhooks and the sandbox's webhooks.
 */

const INTENT_STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
];

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function metadataOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(v)) for (const [k, value] of Object.entries(v)) if (typeof value === 'string') out[k] = value;
  return out;
}

function errorOf(v: unknown): PaymentError | null {
  if (!isObject(v)) return null;
  return {
    code: text(v.code) ?? 'unknown',
    declineCode: text(v.decline_code),
    message: text(v.message) ?? '',
  };
}

/** A `payment_intent` object (an API reply or an event's object) as the backend knows it. */
export function intentFromStripe(pi: unknown): IntentSnapshot {
  if (!isObject(pi) || pi.object !== 'payment_intent' || typeof pi.id !== 'string') {
    throw new TypeError('not a payment_intent object');
  }
  const status = INTENT_STATUSES.find((s) => s === pi.status);
  if (!status) throw new TypeError(`unknown payment_intent status ${String(pi.status)}`);
  // Refunds are on the charge: read when `latest_charge` is expanded (the adapter asks for it).
  const charge = isObject(pi.latest_charge) ? pi.latest_charge : null;
  return {
    id: pi.id,
    status,
    clientSecret: text(pi.client_secret) ?? '',
    amountCents: count(pi.amount),
    amountCapturedCents: count(pi.amount_received),
    amountRefundedCents: charge ? count(charge.amount_refunded) : 0,
    metadata: metadataOf(pi.metadata),
    lastError: errorOf(pi.last_payment_error),
  };
}

/** A verified event, reduced to what the order process reads. */
export function eventFromStripe(event: unknown): PaymentEvent {
  if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new WebhookSignatureError('The webhook payload is not an event');
  }
  const object = isObject(event.data) ? event.data.object : undefined;
  const kind = isObject(object) ? object.object : undefined;
  const intent = kind === 'payment_intent' ? intentFromStripe(object) : null;
  const intentId = intent?.id ?? (kind === 'charge' && isObject(object) ? text(object.payment_intent) : null);
  const account =
    kind === 'account' && isObject(object) && typeof object.id === 'string'
      ? { id: object.id, payoutsEnabled: object.payouts_enabled === true }
      : null;
  return { id: event.id, type: event.type, created: count(event.created), intent, intentId, account };
}

/** No network: constructEvent only checks the signature (HMAC) and parses. */
const verifier = new Stripe('sk_test_unused');

/** Checks a `Stripe-Signature` header over the raw body and reads the event; throws WebhookSignatureError. */
export function verifyWebhook(rawBody: Buffer, header: string | undefined, secret: string): PaymentEvent {
  if (!header) throw new WebhookSignatureError('The webhook has no Stripe-Signature header');
  let event: unknown;
  try {
    event = verifier.webhooks.constructEvent(rawBody, header, secret);
  } catch (err) {
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'The webhook signature is invalid');
  }
  try {
    return eventFromStripe(event);
  } catch (err) {
    // signed but unreadable: refused like a bad signature (400), never a 500
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'The webhook event is unreadable');
  }
}

/** The `Stripe-Signature` header for a payload, made exactly as Stripe makes it (the sandbox signs so). */
export function signWebhook(payload: string, secret: string): string {
  return verifier.webhooks.generateTestHeaderString({ payload, secret });
}
