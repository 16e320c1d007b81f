import { sql } from 'drizzle-orm';
import type { Tx } from '../db/types';

/**
 * Live events cross backend instances as PostgreSQL notifications on one channel: a write publishes
 * inside its own transaction (`pg_notify`), so the notification is delivered when, and only if, the
 * transaction commits, in commit order, to every instance's hub (hub.ts), which hands it to the kind
 * its domain registered, for the streams of the users it concerns.
 */
export const LIVE_CHANNEL = 'campus_live';

/**
 * A notification's payload must stay under 8000 bytes: a kind whose payload may not fit sends less
 * (a message only its id) and reads the rest when it delivers.
 */
export const LIVE_PAYLOAD_MAX_BYTES = 7500;

/** What one notification says (JSON): the kind its domain registered, the users it concerns, its payload. */
export interface LiveNotice {
  kind: string;
  participants: number[];
  payload: unknown;
}

/** Publishes `notice` inside `tx`: the hubs hear it once `tx` commits (and only if it does). */
export async function publishLive(tx: Tx, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Whether `notice` fits in one notification. */
export const fitsLiveNotice = (notice: LiveNotice): boolean =>
  Buffer.byteLength(JSON.stringify(notice)) <= LIVE_PAYLOAD_MAX_BYTES;
