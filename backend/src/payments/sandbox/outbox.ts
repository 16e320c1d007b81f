import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { sandboxWebhookOutbox } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import type { Logger } from '../../logger';
import type { WebhookSink } from '../provider';
import { signWebhook } from '../stripe-shape';
import { newId } from './records';

/** The sandbox's event types (Stripe's names). */
export type SandboxEventType =
  | 'payment_intent.created'
  | 'payment_intent.requires_action'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'charge.refunded'
  | 'account.updated';

/** An undelivered event older than this is the re-delivery job's (younger ones are being sent). */
export const REDELIVERY_AFTER_MS = 30_000;
const BATCH = 100;

/**
 * The sandbox's webhook signing secret: derived from SESSION_SECRET, so every instance and every
 * restart signs alike; a per-process random one without it.
 */
export function sandboxSigningSecret(sessionSecret: string | undefined): string {
  const key = sessionSecret
    ? createHmac('sha256', sessionSecret).update('campus sandbox webhook signing').digest('base64url')
    : randomBytes(32).toString('base64url');
  return `whsec_${key}`;
}

/** Records a Stripe-shaped event in the caller's transaction (sent once it commits); its id. */
export async function recordEvent(tx: Tx, type: SandboxEventType, object: object): Promise<string> {
  const id = newId('evt');
  const payload = {
    id,
    object: 'event',
    api_version: null,
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
  // the clock, not the transaction's start: events of one transaction keep their order
  await tx.insert(sandboxWebhookOutbox).values({ id, type, payload, createdAt: sql`clock_timestamp()` });
  return id;
}

export interface Outbox {
  setSink(sink: WebhookSink): void;
  /** Sends these events in order, stopping at the first the sink refuses (the job retries it). */
  deliver(eventIds: readonly string[]): Promise<void>;
  /** Sends every event left undelivered for REDELIVERY_AFTER_MS; how many were delivered. */
  deliverPending(): Promise<number>;
}

export function createOutbox({ db, secret, log }: { db: Db; secret: string; log: Logger }): Outbox {
  let sink: WebhookSink | null = null;

  /** Signs the stored payload and hands it to the sink; marks it delivered only once the sink resolved. */
  async function send(id: string): Promise<boolean> {
    if (!sink) return false;
    const [row] = await db
      .select()
      .from(sandboxWebhookOutbox)
      .where(and(eq(sandboxWebhookOutbox.id, id), isNull(sandboxWebhookOutbox.deliveredAt)));
    if (!row) return true; // delivered meanwhile
    const body = JSON.stringify(row.payload);
    const attempt = sql`${sandboxWebhookOutbox.attempts} + 1`;
    try {
      await sink(Buffer.from(body), signWebhook(body, secret));
    } catch (err) {
      log.warn('sandbox webhook not delivered', { event: id, type: row.type, err });
      await db.update(sandboxWebhookOutbox).set({ attempts: attempt }).where(eq(sandboxWebhookOutbox.id, id));
      return false;
    }
    await db
      .update(sandboxWebhookOutbox)
      .set({ attempts: attempt, deliveredAt: new Date() })
      .where(eq(sandboxWebhookOutbox.id, id));
    return true;
  }

  return {
    setSink(next) {
      sink = next;
    },
    async deliver(eventIds) {
      for (const id of eventIds) if (!(await send(id))) return;
    },
    async deliverPending() {
      if (!sink) return 0;
      const due = await db
        .select({ id: sandboxWebhookOutbox.id })
        .from(sandboxWebhookOutbox)
        .where(
          and(
            isNull(sandboxWebhookOutbox.deliveredAt),
            lt(sandboxWebhookOutbox.createdAt, new Date(Date.now() - REDELIVERY_AFTER_MS)),
          ),
        )
        .orderBy(asc(sandboxWebhookOutbox.createdAt))
        .limit(BATCH);
      let delivered = 0;
      for (const { id } of due) if (await send(id)) delivered++;
      return delivered;
    },
  };
}
