import { createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * Stripe's webhook signature, done here rather than through the SDK (which costs about 20 MB of memory once
 * loaded, and the sandbox, the default, needs nothing else of it): the header is `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, and an event older than 5 minutes is refused.
 * `test/payments/stripe-adapter.test.ts` checks both ways against the SDK's own signer and verifier.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const signatureOf = (payload: string | Buffer, timestamp: number, secret: string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

function checkSignature(rawBody: Buffer, header: string, secret: string, nowSeconds: number): void {
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  const expected = Buffer.from(signatureOf(rawBody, timestamp, secret), 'hex');
  const matches = signatures.some((v) => {
    const given = Buffer.from(v, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches)
    throw new WebhookSignatureError('No signatures found matching the expected signature for payload');
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
}

/** Checks a `Stripe-Signature` header over the raw body and reads the event; throws WebhookSignatureError. */
export function verifyWebhook(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): PaymentEvent {
  if (!header) throw new WebhookSignatureError('The webhook has no Stripe-Signature header');
  checkSignature(rawBody, header, secret, nowSeconds);
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON');
  }
  try {
    return eventFromStripe(event);
  } catch (err) {
    // signed but unreadable: refused like a bad signature (400), never a 500
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'The webhook event is unreadable');
  }
}

/** The `Stripe-Signature` header for a payload, made exactly as Stripe makes it (the sandbox signs so). */
export function signWebhook(
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  return `t=${nowSeconds},v1=${signatureOf(payload, nowSeconds, secret)}`;
}
