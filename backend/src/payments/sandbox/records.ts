import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxIntent, SandboxIntentStatus } from '@campus/contracts';
import type { sandboxPaymentIntents } from '../../db/schema';
import type { IntentSnapshot, PaymentError } from '../provider';
import { intentFromStripe } from '../stripe-shape';

/** The sandbox's ids and secrets, shaped like Stripe's (`pi_sbx_…`, `<id>_secret_…`). */
export const newId = (prefix: 'pi' | 're' | 'tr' | 'acct' | 'evt') =>
  `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
export const newClientSecret = (intentId: string) => `${intentId}_secret_${randomBytes(24).toString('hex')}`;

/** The intent id a client secret names (its part before `_secret_`), or null. */
export function intentIdOfSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

/** Compares secrets in constant time (for equal lengths; a length mismatch is no match). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

/**
 * The last error is kept in two columns: `last_error_code` holds Stripe's code, followed by
 * `:<decline_code>` for a declined card ('card_declined:insufficient_funds').
 */
export function storedErrorCode(error: PaymentError): string {
  return error.declineCode ? `${error.code}:${error.declineCode}` : error.code;
}

function lastError(row: IntentRow): PaymentError | null {
  if (!row.lastErrorCode) return null;
  const [code = row.lastErrorCode, declineCode = null] = row.lastErrorCode.split(':');
  return { code, declineCode, message: row.lastErrorMessage ?? '' };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const chargeIdOf = (intentId: string) => intentId.replace(/^pi_/, 'ch_');

/** The charge behind an authorised or captured intent, as Stripe shows it (refunds live here). */
export function chargeJson(row: IntentRow) {
  const captured = row.status === 'succeeded';
  return {
    id: chargeIdOf(row.id),
    object: 'charge' as const,
    amount: row.amountCents,
    amount_captured: row.amountCapturedCents,
    amount_refunded: row.amountRefundedCents,
    captured,
    refunded: captured && row.amountRefundedCents >= row.amountCapturedCents,
    currency: row.currency,
    metadata: row.metadata,
    payment_intent: row.id,
    status: 'succeeded' as const,
    created: seconds(row.updatedAt),
    livemode: false,
  };
}

/** The intent as Stripe's API and webhooks show a `payment_intent` object. */
export function intentJson(row: IntentRow) {
  const error = lastError(row);
  const charged = row.status === 'requires_capture' || row.status === 'succeeded';
  return {
    id: row.id,
    object: 'payment_intent' as const,
    amount: row.amountCents,
    amount_capturable: row.status === 'requires_capture' ? row.amountCents : 0,
    amount_received: row.amountCapturedCents,
    capture_method: row.captureMethod,
    client_secret: row.clientSecret,
    created: seconds(row.createdAt),
    currency: row.currency,
    last_payment_error: error && {
      type: 'card_error',
      code: error.code,
      decline_code: error.declineCode,
      message: error.message,
    },
    latest_charge: charged ? chargeJson(row) : null,
    livemode: false,
    metadata: row.metadata,
    next_action: row.status === 'requires_action' ? { type: 'sandbox_challenge' } : null,
    status: row.status,
  };
}

export const snapshotOf = (row: IntentRow): IntentSnapshot => intentFromStripe(intentJson(row));

/** What the browser learns of an intent (the contract's `sandboxIntent`): no secret, no card data. */
export function browserIntent(row: IntentRow): SandboxIntent {
  return {
    id: row.id,
    status: row.status as SandboxIntentStatus,
    amount: row.amountCents,
    currency: row.currency,
    lastPaymentError: lastError(row),
    nextAction: row.status === 'requires_action' ? { type: 'sandbox_challenge' } : null,
  };
}
