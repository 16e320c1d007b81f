import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { onFirstUse } from '../../first-use';
import { PaymentProviderError, type PaymentProvider } from '../provider';
import { intentFromStripe, verifyWebhook } from '../stripe-shape';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local test server); unset: api.stripe.com. */
  apiUrl?: string | undefined;
  /** Per request, before the SDK retries it with the same idempotency key (default 10 s). */
  timeoutMs?: number;
}

/** The SDK retries a failed or timed-out request this many times, with the same idempotency key. */
export const STRIPE_NETWORK_RETRIES = 2;
export const STRIPE_TIMEOUT_MS = 10_000;

/** Refunds live on the charge: every intent reply expands it. */
const EXPAND = ['latest_charge'];

function apiLocation(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe's refusals (a declined card, a request Stripe will not do in this state, a reused key) become
 * 'refused': retrying gives the same answer. Anything that may succeed on a later try (no connection,
 * a timeout, Stripe's own errors, rate limits, a bad key) is 'unavailable'.
 */
export function toProviderError(err: unknown, errors: typeof Stripe.errors): unknown {
  if (!(err instanceof errors.StripeError)) return err;
  const code = err.code ?? null;
  if (
    err instanceof errors.StripeCardError ||
    err instanceof errors.StripeInvalidRequestError ||
    err instanceof errors.StripeIdempotencyError
  ) {
    return new PaymentProviderError(err.message, 'refused', code);
  }
  return new PaymentProviderError(err.message, 'unavailable', code);
}

/**
 * Real Stripe (PAYMENT_PROVIDER=stripe): PaymentIntents (manual capture for escrow, automatic for
 * extra-time payments), refunds, Connect Express accounts and transfers. Every mutating call carries
 * an idempotency key, and the SDK retries a timed-out call with it, so money moves once.
 */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiUrl,
  timeoutMs = STRIPE_TIMEOUT_MS,
}: StripeProviderOptions): PaymentProvider {
  // The SDK (about 20 MB once loaded) is loaded by the first call, not at start-up; a failed load is
  // tried again by the next call. The address is read now, so a bad STRIPE_API_URL stops the start.
  const sdkConfig: Stripe.StripeConfig = {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: timeoutMs,
    appInfo: { name: 'campus-marketplace' },
    ...apiLocation(apiUrl),
  };
  const loadSdk = onFirstUse(() =>
    import('stripe')
      .then(({ default: StripeSdk }) => ({
        stripe: new StripeSdk(secretKey, sdkConfig),
        errors: StripeSdk.errors,
      }))
      .catch((err: unknown) => {
        throw new PaymentProviderError(
          `The Stripe SDK could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
          'unavailable',
          null,
        );
      }),
  );
  /** Runs one SDK request, its refusals and failures translated (toProviderError). */
  async function call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { stripe, errors } = await loadSdk();
    try {
      return await request(stripe);
    } catch (err) {
      throw toProviderError(err, errors);
    }
  }

  return {
    name: 'stripe',

    async createIntent({ amountCents, captureMethod, metadata, description, idempotencyKey }) {
      const pi = await call((stripe) =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            capture_method: captureMethod,
            automatic_payment_methods: { enabled: true },
            metadata,
            description,
          },
          { idempotencyKey },
        ),
      );
      return intentFromStripe(pi);
    },

    async retrieveIntent(intentId) {
      return intentFromStripe(
        await call((stripe) => stripe.paymentIntents.retrieve(intentId, { expand: EXPAND })),
      );
    },

    async captureIntent(intentId, idempotencyKey) {
      return intentFromStripe(
        await call((stripe) =>
          stripe.paymentIntents.capture(intentId, { expand: EXPAND }, { idempotencyKey }),
        ),
      );
    },

    async cancelIntent(intentId, idempotencyKey) {
      return intentFromStripe(
        await call((stripe) =>
          stripe.paymentIntents.cancel(intentId, { expand: EXPAND }, { idempotencyKey }),
        ),
      );
    },

    async refund(intentId, amountCents, idempotencyKey) {
      const refund = await call((stripe) =>
        stripe.refunds.create(
          { payment_intent: intentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        ),
      );
      return { id: refund.id, amountCents: refund.amount };
    },

    async transfer({ amountCents, destination, metadata, idempotencyKey }) {
      const transfer = await call((stripe) =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination,
            metadata,
            ...(metadata.orderId ? { transfer_group: `order_${metadata.orderId}` } : {}),
          },
          { idempotencyKey },
        ),
      );
      return { id: transfer.id };
    },

    async createPayoutAccount({ email, userId, idempotencyKey }) {
      const account = await call((stripe) =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { userId: String(userId) },
          },
          { idempotencyKey },
        ),
      );
      return { id: account.id, payoutsEnabled: account.payouts_enabled === true };
    },

    async retrievePayoutAccount(accountId) {
      const account = await call((stripe) => stripe.accounts.retrieve(accountId));
      return { id: account.id, payoutsEnabled: account.payouts_enabled === true };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      // account links are single-use: a fresh key per link, which still makes the SDK's retries safe
      const link = await call((stripe) =>
        stripe.accountLinks.create(
          { account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl },
          { idempotencyKey: `account-link:${accountId}:${randomUUID()}` },
        ),
      );
      return link.url;
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifyWebhook(rawBody, signatureHeader, webhookSecret);
    },
  };
}
