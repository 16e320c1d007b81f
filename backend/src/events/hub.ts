import pg from 'pg';
import { TIMINGS, type ChatMessage, type LiveEventName, type ReadReceipt } from '@campus/contracts';
import type { Db } from '../db/types';
import type { EventStream } from '../http/stream';
import type { Logger } from '../logger';
import { presentMessage } from '../messages/presenter';
import { findMessage, messagesAfter, newestMessageId, unreadCount } from '../messages/service';
import { unreadNotifications } from '../notifications/service';
import { LIVE_CHANNEL, type LiveNotice } from './notify';

/**
 * The live events of one backend instance: its open streams (`GET /api/events`, one per browser tab)
 * and one dedicated PostgreSQL connection that LISTENs on LIVE_CHANNEL. Every instance hears every
 * committed notification (notify.ts), in commit order, and passes it to the streams of the users it
 * concerns, so a message posted on instance A reaches a tab connected to instance B.
 *
 * Each event's SSE id is the stream's cursor: the id of the newest message it has delivered (on a
 * fresh stream, the user's newest message when it opened). Messages of one user get their ids in commit
 * order (messages/service.ts `insertMessage`), so a stream that resumes after `n` (`Last-Event-ID` or
 * `?since=`) is sent every message with `id > n` from the database, then the live ones it held meanwhile
 * minus those it already sent: none lost, none twice. Read receipts and unread counts are state, not
 * history: they are not replayed; every (re)connection ends its catch-up with a fresh `unread` count.
 *
 * A lost listener connection is opened again (backing off to `reconnectMaxMs`); then every stream
 * catches up from the database as if it had reconnected, so no message is lost in the gap.
 */
export interface LiveEvents {
  readonly running: boolean;
  /** Connects the listener and starts the heartbeats. main.ts starts it; tests start their own. */
  start(): Promise<void>;
  /** Ends every stream (clients reconnect to another instance) and the listener; before the database closes. */
  stop(): Promise<void>;
  /**
   * Serves `stream` for `userId` until either side closes it: the messages after `since` first (none
   * when undefined), then live events. `sessionKey` is checked at every heartbeat: a stream whose
   * session ended (sign-out, revoked) is closed.
   */
  attach(stream: EventStream, viewer: { userId: number; sessionKey?: string }, since?: number): void;
  /** Open streams on this instance. */
  readonly streams: number;
}

export interface LiveEventsOptions {
  db: Db;
  log: Logger;
  /** Comment sent on every stream this often (default TIMINGS.liveHeartbeatMs, 25 s). */
  heartbeatMs?: number;
  /** A stream whose client leaves this much unread is closed (it reconnects and catches up). */
  maxBufferedBytes?: number;
  /** First wait before reconnecting a lost listener (default 500 ms), doubled up to `reconnectMaxMs`. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
}

/** Messages read per query while a stream catches up. */
const CATCH_UP_BATCH = 100;
/** How the listener connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'campus-live-events';

type Held =
  | { event: 'message'; message: ChatMessage; data: string }
  | { event: 'read'; receipt: ReadReceipt; data: string }
  /** State, not history: passed on as it comes, never replayed. */
  | { event: 'order' | 'notification'; data: string };

interface Subscriber {
  userId: number;
  sessionKey: string | undefined;
  stream: EventStream;
  /** Id of the newest message delivered; -1 until a fresh stream has read it. */
  cursor: number;
  /** Live events held while the stream catches up from the database; null once it is live. */
  held: Held[] | null;
  syncing: boolean;
  /** A catch-up was asked for while one ran: run again. */
  again: boolean;
}

export function createLiveEvents({
  db,
  log,
  heartbeatMs = TIMINGS.liveHeartbeatMs,
  maxBufferedBytes = 256 * 1024,
  reconnectMinMs = 500,
  reconnectMaxMs = 30_000,
}: LiveEventsOptions): LiveEvents {
  const byUser = new Map<number, Set<Subscriber>>();
  let streamCount = 0;
  let running = false;
  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** Work that uses the database (catch-ups, counts, dispatch): awaited by stop(). */
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  // ---- delivery -------------------------------------------------------------------------------

  function write(sub: Subscriber, event: LiveEventName, data: string): void {
    sub.stream.send(event, data, sub.cursor);
  }

  function deliverMessage(sub: Subscriber, message: ChatMessage, data: string): void {
    if (message.id <= sub.cursor) return; // already sent (caught up from the database)
    sub.cursor = message.id;
    write(sub, 'message', data);
  }

  function deliver(sub: Subscriber, held: Held): void {
    if (held.event === 'message') deliverMessage(sub, held.message, held.data);
    else write(sub, held.event, held.data);
  }

  /** A client that does not read its stream is cut off rather than held in memory. */
  function checkBacklog(sub: Subscriber): void {
    if (sub.stream.buffered > maxBufferedBytes) {
      log.warn('live events: a client is not reading its stream; closing it', { userId: sub.userId });
      sub.stream.close();
    }
  }

  function offer(sub: Subscriber, held: Held): void {
    if (sub.held) {
      sub.held.push(held);
      return;
    }
    deliver(sub, held);
    checkBacklog(sub);
  }

  // ---- unread counts: one query at a time per user, the last one after the last change ----------

  const unreadRefresh = new Map<number, { again: boolean }>();

  function refreshUnread(userId: number): void {
    if (!byUser.has(userId)) return;
    const state = unreadRefresh.get(userId);
    if (state) {
      state.again = true;
      return;
    }
    const mine = { again: false };
    unreadRefresh.set(userId, mine);
    track(
      (async () => {
        try {
          do {
            mine.again = false;
            const data = JSON.stringify({ count: await unreadCount(db, userId) });
            for (const sub of byUser.get(userId) ?? []) {
              if (sub.held) continue; // it gets a fresh count when its catch-up ends
              write(sub, 'unread', data);
              checkBacklog(sub);
            }
          } while (mine.again && running);
        } catch (err) {
          log.warn('live events: could not count unread messages', { userId, err: String(err) });
        } finally {
          unreadRefresh.delete(userId);
        }
      })(),
    );
  }

  // ---- catching up from the database ------------------------------------------------------------

  async function catchUp(sub: Subscriber): Promise<void> {
    do {
      sub.again = false;
      if (sub.cursor < 0) {
        sub.cursor = await newestMessageId(db, sub.userId);
        continue;
      }
      for (;;) {
        const rows = await messagesAfter(db, sub.userId, sub.cursor, CATCH_UP_BATCH);
        for (const row of rows) {
          const message = presentMessage(row);
          deliverMessage(sub, message, JSON.stringify(message));
        }
        if (sub.stream.closed) return;
        await sub.stream.drained();
        if (rows.length < CATCH_UP_BATCH) break;
      }
    } while (sub.again && !sub.stream.closed);
  }

  /** Holds live events, reads what the stream missed, then sends the held ones it did not already send. */
  function sync(sub: Subscriber): void {
    sub.held ??= [];
    if (sub.syncing) {
      sub.again = true;
      return;
    }
    sub.syncing = true;
    track(
      (async () => {
        try {
          await catchUp(sub);
          const held = sub.held ?? [];
          sub.held = null;
          for (const h of held) deliver(sub, h);
          checkBacklog(sub);
        } catch (err) {
          log.warn('live events: catch-up failed; closing the stream', {
            userId: sub.userId,
            err: String(err),
          });
          sub.stream.close();
        } finally {
          sub.syncing = false;
        }
        if (!sub.stream.closed) refreshUnread(sub.userId);
      })(),
    );
  }

  // ---- notifications ----------------------------------------------------------------------------

  const queue: string[] = [];
  let dispatching = false;

  function enqueue(payload: string): void {
    queue.push(payload);
    if (dispatching) return;
    dispatching = true;
    track(
      (async () => {
        try {
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            try {
              await dispatch(JSON.parse(next) as LiveNotice);
            } catch (err) {
              log.warn('live events: could not pass a notification on', { err: String(err) });
            }
          }
        } finally {
          dispatching = false;
        }
      })(),
    );
  }

  const subscribersOf = (userIds: number[]) => userIds.flatMap((id) => [...(byUser.get(id) ?? [])]);

  async function dispatch(notice: LiveNotice): Promise<void> {
    const targets = subscribersOf(notice.participants);
    if (targets.length === 0) return;
    if (notice.kind === 'message') {
      let message: ChatMessage;
      if ('content' in notice.message) message = notice.message;
      else {
        // too long for a notification: read it (in order: later notifications wait)
        const row = await findMessage(db, notice.message.id);
        if (!row) return;
        message = presentMessage(row);
      }
      const held: Held = { event: 'message', message, data: JSON.stringify(message) };
      for (const sub of targets) offer(sub, held);
      for (const id of notice.participants) if (id !== message.senderId) refreshUnread(id);
    } else if (notice.kind === 'read') {
      const held: Held = { event: 'read', receipt: notice.receipt, data: JSON.stringify(notice.receipt) };
      for (const sub of targets) offer(sub, held);
      refreshUnread(notice.receipt.readerId);
    } else if (notice.kind === 'notification') {
      // the count written in the transaction missed notifications committed beside it: count again now
      // (in commit order, so the last event a tab gets carries the count after every commit it heard of)
      const [userId] = notice.participants;
      const unread = await unreadNotifications(db, userId).catch(() => notice.notice.unread);
      const held: Held = { event: 'notification', data: JSON.stringify({ ...notice.notice, unread }) };
      for (const sub of targets) offer(sub, held);
    } else {
      const held: Held = { event: 'order', data: JSON.stringify(notice.notice) };
      for (const sub of targets) offer(sub, held);
    }
  }

  // ---- the listener connection ------------------------------------------------------------------

  async function listen(): Promise<void> {
    const client = new pg.Client({ ...db.$client.options, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) enqueue(n.payload);
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    listener = client;
  }

  function lost(client: pg.Client, err?: Error): void {
    if (listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    if (!running) return;
    log.warn('live events: lost the database listener; reconnecting', { err: err ? err.message : 'ended' });
    reconnect(reconnectMinMs);
  }

  function reconnect(delayMs: number): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      listen().then(
        () => {
          if (!running) {
            void listener?.end().catch(() => undefined);
            listener = null;
            return;
          }
          log.info('live events: listening again; streams catch up');
          for (const subs of byUser.values()) for (const sub of subs) sync(sub);
        },
        (err: unknown) => {
          log.warn('live events: could not reconnect the listener', { err: String(err) });
          if (running) reconnect(Math.min(delayMs * 2, reconnectMaxMs));
        },
      );
    }, delayMs);
  }

  // ---- heartbeats and session checks ------------------------------------------------------------

  async function closeEndedSessions(): Promise<void> {
    const keys = new Set<string>();
    for (const subs of byUser.values()) for (const sub of subs) if (sub.sessionKey) keys.add(sub.sessionKey);
    if (keys.size === 0) return;
    // one array parameter (drizzle's sql would spread a JS array into a list of parameters)
    const { rows } = await db.$client.query<{ key: string }>(
      'SELECT key FROM sessions WHERE key = ANY($1::text[]) AND expires_at > now()',
      [[...keys]],
    );
    const alive = new Set(rows.map((r) => r.key));
    for (const subs of byUser.values())
      for (const sub of subs) if (sub.sessionKey && !alive.has(sub.sessionKey)) sub.stream.close();
  }

  function beat(): void {
    for (const subs of byUser.values())
      for (const sub of subs) {
        sub.stream.comment();
        checkBacklog(sub);
      }
    track(
      closeEndedSessions().catch((err: unknown) =>
        log.warn('live events: could not check the sessions of open streams', { err: String(err) }),
      ),
    );
  }

  // ---- the service ------------------------------------------------------------------------------

  function remove(sub: Subscriber): void {
    const subs = byUser.get(sub.userId);
    if (!subs?.delete(sub)) return;
    streamCount--;
    if (subs.size === 0) byUser.delete(sub.userId);
  }

  return {
    get running() {
      return running;
    },
    get streams() {
      return streamCount;
    },

    async start() {
      if (running) return;
      await listen();
      running = true;
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    },

    async stop() {
      if (!running) return;
      running = false;
      clearInterval(heartbeat);
      clearTimeout(reconnectTimer);
      for (const subs of [...byUser.values()]) for (const sub of [...subs]) sub.stream.close();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    attach(stream, { userId, sessionKey }, since) {
      if (!running || stream.closed) {
        stream.close();
        return;
      }
      const sub: Subscriber = {
        userId,
        sessionKey,
        stream,
        cursor: since ?? -1,
        held: [],
        syncing: false,
        again: false,
      };
      let subs = byUser.get(userId);
      if (!subs) byUser.set(userId, (subs = new Set()));
      subs.add(sub);
      streamCount++;
      stream.onClose(() => remove(sub));
      sync(sub);
    },
  };
}
