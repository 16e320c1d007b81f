import { and, eq } from 'drizzle-orm';
import type { SandboxCard, SandboxIntent } from '@campus/contracts';
import { sandboxAccounts, sandboxPaymentIntents, sandboxRefunds, sandboxTransfers } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Logger } from '../../logger';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type IntentSnapshot,
  type PaymentError,
  type PaymentProvider,
  type PayoutAccount,
  type RefundResult,
  type TransferInput,
  type WebhookSink,
} from '../provider';
import { verifyWebhook } from '../stripe-shape';
import { cardOutcome, SANDBOX_ERRORS } from './cards';
import { once } from './idempotency';
import { createOutbox, recordEvent, sandboxSigningSecret, type SandboxEventType } from './outbox';
import {
  browserIntent,
  chargeJson,
  intentIdOfSecret,
  intentJson,
  newClientSecret,
  newId,
  sameSecret,
  snapshotOf,
  storedErrorCode,
  type IntentRow,
} from './records';

/** Stripe's smallest USD charge; the sandbox's largest is Stripe's too. */
const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;

/** The sandbox onboarding page (routes.ts): marks the account payouts-enabled and returns. */
export const SANDBOX_ONBOARDING_PATH = '/api/sandbox/onboarding';

/** The sandbox, with what only it has: the browser's card calls, onboarding, and its own webhooks. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The secret its webhooks are signed with (as Stripe's `whsec_…`). */
  readonly webhookSecret: string;
  onWebhook(sink: WebhookSink): void;
  /** The browser confirms the intent its client secret names with a card (Stripe.js's confirmCardPayment). */
  confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntent>;
  /** The student passes or fails the extra authentication challenge (3-D Secure). */
  authenticate(clientSecret: string, outcome: 'approve' | 'fail'): Promise<SandboxIntent>;
  /** Onboarding finished: the account may receive transfers (`account.updated`). */
  completeOnboarding(accountId: string): Promise<PayoutAccount>;
  /** Sends the webhook events left undelivered (the re-delivery job); how many were delivered. */
  deliverPendingWebhooks(): Promise<number>;
}

/** The statuses Stripe confirms an intent from (a new payment method replaces a pending authentication). */
const CONFIRMABLE: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const refused = (message: string, code: string) => new PaymentProviderError(message, 'refused', code);
const missing = (what: string, id: string) => refused(`No such ${what}: '${id}'`, 'resource_missing');
const unexpectedState = (message: string) => refused(message, 'payment_intent_unexpected_state');

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < MIN_AMOUNT_CENTS || amount > MAX_AMOUNT_CENTS) {
    throw refused(
      `Amount must be a whole number of cents between ${MIN_AMOUNT_CENTS} and ${MAX_AMOUNT_CENTS}`,
      Number.isInteger(amount) && amount < MIN_AMOUNT_CENTS
        ? 'amount_too_small'
        : 'parameter_invalid_integer',
    );
  }
}

export interface SandboxOptions {
  db: Db;
  log: Logger;
  /** Derives the webhook signing secret (a random one per process when unset). */
  sessionSecret: string | undefined;
  /** Where onboarding returns: only paths of this origin are accepted (PUBLIC_ORIGIN). */
  publicOrigin: string;
}

/**
 * The built-in payment processor (PAYMENT_PROVIDER=sandbox): Stripe's test mode inside the backend.
 * Everything lives in the `sandbox_*` tables, so a restart loses nothing. Each change and the webhook
 * event it causes are written in one transaction; the events are delivered after it commits (and
 * again by the re-delivery job while undelivered).
 */
export function createSandboxProvider({
  db,
  log,
  sessionSecret,
  publicOrigin,
}: SandboxOptions): SandboxProvider {
  const webhookSecret = sandboxSigningSecret(sessionSecret);
  const outbox = createOutbox({ db, secret: webhookSecret, log });

  /** Runs a change in one transaction, then delivers the events it recorded (not awaited). */
  async function change<T>(
    work: (tx: Tx, emit: (type: SandboxEventType, object: object) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const events: string[] = [];
    const result = await db.transaction(async (tx) => {
      events.length = 0; // a retried transaction starts over
      return work(tx, async (type, object) => {
        events.push(await recordEvent(tx, type, object));
      });
    });
    if (events.length > 0) {
      outbox.deliver(events).catch((err: unknown) => log.error('sandbox webhook delivery failed', { err }));
    }
    return result;
  }

  async function lockIntent(tx: Tx, id: string): Promise<IntentRow> {
    const [row] = await tx
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .for('update');
    if (!row) throw missing('payment_intent', id);
    return row;
  }

  async function update(tx: Tx, id: string, values: Partial<IntentRow>): Promise<IntentRow> {
    const [row] = await tx
      .update(sandboxPaymentIntents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sandboxPaymentIntents.id, id))
      .returning();
    if (!row) throw missing('payment_intent', id);
    return row;
  }

  /** The intent a client secret names, locked; the same answer for an unknown id and a wrong secret. */
  async function lockBySecret(tx: Tx, clientSecret: string): Promise<IntentRow> {
    const id = intentIdOfSecret(clientSecret);
    const [row] = id
      ? await tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).for('update')
      : [];
    if (!row || !sameSecret(row.clientSecret, clientSecret)) {
      throw refused('No such payment_intent for this client secret', 'resource_missing');
    }
    return row;
  }

  /** The card was accepted (and authenticated if it had to be): authorised, or captured at once. */
  async function authorise(tx: Tx, row: IntentRow, emit: (t: SandboxEventType, o: object) => Promise<void>) {
    const clear = { lastErrorCode: null, lastErrorMessage: null };
    if (row.captureMethod === 'automatic') {
      const done = await update(tx, row.id, {
        ...clear,
        status: 'succeeded',
        amountCapturedCents: row.amountCents,
      });
      await emit('payment_intent.succeeded', intentJson(done));
      return done;
    }
    const held = await update(tx, row.id, { ...clear, status: 'requires_capture' });
    await emit('payment_intent.amount_capturable_updated', intentJson(held));
    return held;
  }

  /** A failed attempt: the intent waits for another card, with the error to show. */
  async function fail(
    tx: Tx,
    row: IntentRow,
    error: PaymentError,
    emit: (t: SandboxEventType, o: object) => Promise<void>,
  ) {
    const failed = await update(tx, row.id, {
      status: 'requires_payment_method',
      lastErrorCode: storedErrorCode(error),
      lastErrorMessage: error.message,
    });
    await emit('payment_intent.payment_failed', intentJson(failed));
    return failed;
  }

  async function accountRow(tx: Tx | Db, id: string) {
    const [row] = await tx.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id));
    if (!row) throw missing('account', id);
    return row;
  }

  /** A same-origin path for the onboarding return (an absolute URL of PUBLIC_ORIGIN is cut to its path). */
  function returnPath(url: string): string {
    const base = new URL(publicOrigin);
    let target: URL;
    try {
      target = new URL(url, base);
    } catch {
      throw refused('The return URL is invalid', 'url_invalid');
    }
    if (target.origin !== base.origin) throw refused('The return URL must be of this site', 'url_invalid');
    return `${target.pathname}${target.search}`;
  }

  return {
    name: 'sandbox',
    webhookSecret,

    async createIntent(input: CreateIntentInput): Promise<IntentSnapshot> {
      checkAmount(input.amountCents);
      const { amountCents, captureMethod, metadata, description } = input;
      const operation = `create_intent ${JSON.stringify({ amountCents, captureMethod, metadata, description })}`;
      return change((tx, emit) =>
        once(tx, input.idempotencyKey, operation, async () => {
          const id = newId('pi');
          const [row] = await tx
            .insert(sandboxPaymentIntents)
            .values({
              id,
              clientSecret: newClientSecret(id),
              amountCents,
              currency: 'usd',
              status: 'requires_payment_method',
              captureMethod,
              metadata: { ...metadata },
            })
            .returning();
          if (!row) throw new Error('sandbox intent insert returned nothing');
          await emit('payment_intent.created', intentJson(row));
          return snapshotOf(row);
        }),
      );
    },

    async retrieveIntent(intentId) {
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId));
      if (!row) throw missing('payment_intent', intentId);
      return snapshotOf(row);
    },

    captureIntent(intentId, idempotencyKey) {
      return change((tx, emit) =>
        once(tx, idempotencyKey, `capture ${intentId}`, async () => {
          const row = await lockIntent(tx, intentId);
          if (row.status !== 'requires_capture') {
            throw unexpectedState(
              `This PaymentIntent could not be captured because it has a status of ${row.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            );
          }
          const done = await update(tx, intentId, {
            status: 'succeeded',
            amountCapturedCents: row.amountCents,
          });
          await emit('payment_intent.succeeded', intentJson(done));
          return snapshotOf(done);
        }),
      );
    },

    cancelIntent(intentId, idempotencyKey) {
      return change((tx, emit) =>
        once(tx, idempotencyKey, `cancel ${intentId}`, async () => {
          const row = await lockIntent(tx, intentId);
          if (!['requires_payment_method', 'requires_action', 'requires_capture'].includes(row.status)) {
            throw unexpectedState(
              `You cannot cancel this PaymentIntent because it has a status of ${row.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_action.`,
            );
          }
          const canceled = await update(tx, intentId, { status: 'canceled' });
          await emit('payment_intent.canceled', intentJson(canceled));
          return snapshotOf(canceled);
        }),
      );
    },

    refund(intentId, amountCents, idempotencyKey): Promise<RefundResult> {
      return change((tx, emit) =>
        once(tx, idempotencyKey, `refund ${intentId} ${amountCents ?? 'all'}`, async () => {
          const row = await lockIntent(tx, intentId);
          if (row.status !== 'succeeded') {
            throw unexpectedState(
              `This PaymentIntent cannot be refunded because it has a status of ${row.status}: only a captured payment can be refunded.`,
            );
          }
          const left = row.amountCapturedCents - row.amountRefundedCents;
          if (left <= 0)
            throw refused(
              `Charge ${chargeJson(row).id} has already been refunded.`,
              'charge_already_refunded',
            );
          const amount = amountCents ?? left;
          if (!Number.isInteger(amount) || amount <= 0) {
            throw refused(
              'The refund amount must be a positive whole number of cents',
              'parameter_invalid_integer',
            );
          }
          if (amount > left) {
            throw refused(
              `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
              'amount_too_large',
            );
          }
          const id = newId('re');
          await tx.insert(sandboxRefunds).values({ id, paymentIntentId: intentId, amountCents: amount });
          const refunded = await update(tx, intentId, {
            amountRefundedCents: row.amountRefundedCents + amount,
          });
          await emit('charge.refunded', chargeJson(refunded));
          return { id, amountCents: amount };
        }),
      );
    },

    async transfer(input: TransferInput) {
      const { amountCents, destination, metadata } = input;
      const operation = `transfer ${JSON.stringify({ amountCents, destination, metadata })}`;
      return change((tx) =>
        once(tx, input.idempotencyKey, operation, async () => {
          if (!Number.isInteger(amountCents) || amountCents <= 0) {
            throw refused(
              'The transfer amount must be a positive whole number of cents',
              'parameter_invalid_integer',
            );
          }
          const account = await accountRow(tx, destination);
          if (!account.payoutsEnabled) {
            throw refused(
              'Your destination account needs to have at least one of the following capabilities enabled: transfers',
              'insufficient_capabilities_for_transfer',
            );
          }
          const id = newId('tr');
          await tx
            .insert(sandboxTransfers)
            .values({ id, destination, amountCents, metadata: { ...metadata } });
          return { id };
        }),
      );
    },

    createPayoutAccount({ userId, idempotencyKey }) {
      return change((tx) =>
        once(tx, idempotencyKey, `create_account ${userId}`, async () => {
          const id = newId('acct');
          await tx.insert(sandboxAccounts).values({ id });
          return { id, payoutsEnabled: false };
        }),
      );
    },

    async retrievePayoutAccount(accountId) {
      const row = await accountRow(db, accountId);
      return { id: row.id, payoutsEnabled: row.payoutsEnabled };
    },

    async createOnboardingLink({ accountId, returnUrl }) {
      await accountRow(db, accountId);
      const query = new URLSearchParams({ account: accountId, return: returnPath(returnUrl) });
      return `${SANDBOX_ONBOARDING_PATH}?${query}`;
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifyWebhook(rawBody, signatureHeader, webhookSecret);
    },

    onWebhook(sink) {
      outbox.setSink(sink);
    },

    confirm(clientSecret, card) {
      return change(async (tx, emit) => {
        const row = await lockBySecret(tx, clientSecret);
        // As Stripe: an intent waiting for its 3-D Secure answer may be confirmed again with another
        // card, which drops the pending check (issue 19, item 7: an abandoned challenge never blocks).
        if (!CONFIRMABLE.includes(row.status)) {
          throw unexpectedState(
            `You cannot confirm this PaymentIntent because it has a status of ${row.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
          );
        }
        const outcome = cardOutcome(card);
        // only the last four digits are ever kept
        const tried = await update(tx, row.id, { cardLast4: card.number.slice(-4) });
        if (outcome.kind === 'failed') return browserIntent(await fail(tx, tried, outcome.error, emit));
        if (outcome.kind === 'requires_authentication') {
          const waiting = await update(tx, row.id, {
            status: 'requires_action',
            lastErrorCode: null,
            lastErrorMessage: null,
          });
          await emit('payment_intent.requires_action', intentJson(waiting));
          return browserIntent(waiting);
        }
        return browserIntent(await authorise(tx, tried, emit));
      });
    },

    authenticate(clientSecret, outcome) {
      return change(async (tx, emit) => {
        const row = await lockBySecret(tx, clientSecret);
        if (row.status !== 'requires_action') {
          throw unexpectedState(
            `This PaymentIntent's status is ${row.status}: it has no authentication to answer.`,
          );
        }
        return browserIntent(
          outcome === 'approve'
            ? await authorise(tx, row, emit)
            : await fail(tx, row, SANDBOX_ERRORS.authenticationFailed, emit),
        );
      });
    },

    completeOnboarding(accountId) {
      return change(async (tx, emit) => {
        const [row] = await tx
          .update(sandboxAccounts)
          .set({ payoutsEnabled: true })
          .where(and(eq(sandboxAccounts.id, accountId), eq(sandboxAccounts.payoutsEnabled, false)))
          .returning();
        if (!row) return { id: (await accountRow(tx, accountId)).id, payoutsEnabled: true }; // done before
        await emit('account.updated', {
          id: row.id,
          object: 'account',
          type: 'express',
          charges_enabled: true,
          details_submitted: true,
          payouts_enabled: true,
          capabilities: { transfers: 'active' },
          livemode: false,
        });
        return { id: row.id, payoutsEnabled: true };
      });
    },

    deliverPendingWebhooks: () => outbox.deliverPending(),
  };
}
