/**
 * The payment-provider interface (DESIGN.md "Payments and escrow"): what the order process needs from a
 * card processor. Two implementations: `sandbox` (payments/sandbox, the default: a processor inside the
 * backend, persisted in PostgreSQL) and `stripe` (payments/stripe: PaymentIntents with manual capture,
 * Connect transfers). Amounts are integer cents, USD.
 *
 * Every mutating call takes an idempotency key: the same key answers the same result and moves money
 * once, so a call that timed out is retried with its key (see `withRetry`).
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentError {
  /** Stripe's error code: 'card_declined', 'payment_intent_authentication_failure', ... */
  code: string;
  /** 'generic_decline', 'insufficient_funds', ... when the card was declined. */
  declineCode: string | null;
  message: string;
}

/** What the backend knows of a PaymentIntent. */
export interface IntentSnapshot {
  id: string;
  status: IntentStatus;
  clientSecret: string;
  amountCents: number;
  /** Captured so far (the whole amount once `succeeded`). */
  amountCapturedCents: number;
  amountRefundedCents: number;
  /** The metadata given at creation: `orderId` (and `kind`: 'booking' | 'extra_time'). */
  metadata: Record<string, string>;
  lastError: PaymentError | null;
}

export interface CreateIntentInput {
  amountCents: number;
  /** 'manual': authorise now, capture later (escrow). 'automatic': captured at confirmation. */
  captureMethod: 'manual' | 'automatic';
  metadata: Record<string, string>;
  description: string;
  idempotencyKey: string;
}

export interface RefundResult {
  id: string;
  amountCents: number;
}

export interface TransferInput {
  amountCents: number;
  /** The provider's payout account id. */
  destination: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface PayoutAccount {
  id: string;
  payoutsEnabled: boolean;
}

/**
 * A webhook event after its signature was verified: Stripe's event shape, reduced to what the order
 * process reads. `intent` is set for `payment_intent.*` events.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe's `created`. */
  created: number;
  intent: IntentSnapshot | null;
  /**
   * The PaymentIntent the event is about: the intent's id for `payment_intent.*`, the charge's
   * `payment_intent` for `charge.*` (e.g. `charge.refunded`, whose object is a charge, not an intent).
   */
  intentId?: string | null;
  /** Set for `account.updated`. */
  account: PayoutAccount | null;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /** The provider refused the request (4xx): retrying it with the same key gives the same refusal. */
    readonly kind: 'refused' | 'unavailable',
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Where a provider that sends its own webhooks (the sandbox) hands each signed event: the raw body and
 * its `Stripe-Signature` header, as the webhook route would receive them. Resolving means handled.
 */
export type WebhookSink = (rawBody: Buffer, signature: string) => Promise<void>;

/** The webhook signature did not verify: the route answers 400. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<IntentSnapshot>;
  retrieveIntent(intentId: string): Promise<IntentSnapshot>;
  /** Captures the whole authorised amount (manual capture). */
  captureIntent(intentId: string, idempotencyKey: string): Promise<IntentSnapshot>;
  /** Voids an authorisation (or an unconfirmed intent). */
  cancelIntent(intentId: string, idempotencyKey: string): Promise<IntentSnapshot>;
  /** Refunds a captured intent, in full when `amountCents` is undefined. */
  refund(intentId: string, amountCents: number | undefined, idempotencyKey: string): Promise<RefundResult>;
  /** Moves money from the platform balance to a provider's payout account. */
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** Creates a payout account (Stripe: an Express connected account) for a provider. */
  createPayoutAccount(input: {
    email: string;
    userId: number;
    idempotencyKey: string;
  }): Promise<PayoutAccount>;
  retrievePayoutAccount(accountId: string): Promise<PayoutAccount>;
  /** The onboarding page's address (Stripe: an account link) that returns to `returnUrl`. */
  createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Verifies a webhook's signature and reads its event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /**
   * Registers where this provider delivers its own signed webhook events (the sandbox only; Stripe
   * posts to the webhook route itself). A later call replaces the sink.
   */
  onWebhook?(sink: WebhookSink): void;
}
