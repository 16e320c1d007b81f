import pg from 'pg';
import { TIMINGS, type LiveEventName } from '@campus/contracts';
import type { Db } from '../db/types';
import type { EventStream } from '../http/stream';
import type { Logger } from '../logger';
import { LIVE_CHANNEL, type LiveNotice } from './notify';

/**
 * The live events of one backend instance: its open streams (`GET /api/events`, one per browser tab)
 * and one dedicated PostgreSQL connection that LISTENs on LIVE_CHANNEL. Every instance hears every
 * committed notification (notify.ts), in commit order, and passes it to the streams of the users it
 * concerns, so a message posted on instance A reaches a tab connected to instance B.
 *
 * The hub knows no domain: each domain registers its kinds of notice (`register`, from app.ts). One
 * registered history (the messages) is replayable: each event's SSE id is the stream's cursor, the id
 * of the newest history entry it has delivered (on a fresh stream, the user's newest when it opened).
 * A user's entries get their ids in commit order, so a stream that resumes after `n` (`Last-Event-ID`
 * or `?since=`) is sent every entry with `id > n` from the database, then the live ones it held
 * meanwhile minus those it already sent: none lost, none twice. Everything else is state, not history:
 * not replayed; every (re)connection ends its catch-up with a fresh value of each registered state.
 *
 * A lost listener connection is opened again (backing off to `reconnectMaxMs`); then every stream
 * catches up from the database as if it had reconnected, so no message is lost in the gap.
 */
export interface LiveEvents {
  readonly running: boolean;
  /** Connects the listener and starts the heartbeats. main.ts starts it; tests start their own. */
  start(): Promise<void>;
  /**
   * Ends every stream (clients reconnect to another instance, after a `retry:` hint of a random
   * 0.25-1.25 s so they do not all return at once) and the listener; before the database closes.
   */
  stop(): Promise<void>;
  /**
   * Serves `stream` for `userId` until either side closes it: the messages after `since` first (none
   * when undefined), then live events. `sessionKey` is checked at every heartbeat: a stream whose
   * session ended (sign-out, revoked) is closed.
   */
  attach(stream: EventStream, viewer: { userId: number; sessionKey?: string }, since?: number): void;
  /** Open streams on this instance. */
  readonly streams: number;
  /** Adds a domain's kinds of notice, its history or its states (again for a kind: replaces it). */
  register(source: LiveEventSource): void;
}

/** What a kind's `deliver` may do with a notice, on the streams of this instance. */
export interface LiveDelivery {
  db: Db;
  /** A history entry (replayable; its id moves the stream's cursor; sent once per stream). */
  offerEntry(userIds: readonly number[], entry: LiveEntry): void;
  /** A state event: passed on as it comes, never replayed. */
  offer(userIds: readonly number[], event: LiveEventName, data: string): void;
  /** Sends `userId`'s streams a fresh value of the registered state `event` (reads run one at a time). */
  refresh(userId: number, event: LiveEventName): void;
}

export interface LiveEntry {
  id: number;
  /** Sender of a message, say: passed on to the kind, unused by the hub. */
  data: string;
}

/**
 * One kind of notice (notify.ts `kind`): the domain that publishes it says how it reaches the streams
 * of the users it concerns (`participants` with a stream on this instance; never called for none).
 */
export interface LiveEventKind {
  kind: string;
  deliver(payload: unknown, participants: readonly number[], delivery: LiveDelivery): Promise<void>;
}

/** The replayable history the stream cursor counts in (at most one registered: the messages). */
export interface LiveHistory {
  event: LiveEventName;
  /** The id of `userId`'s newest entry (0 for none). */
  newestId(db: Db, userId: number): Promise<number>;
  /** `userId`'s entries after `cursor`, oldest first, at most `limit`. */
  after(db: Db, userId: number, cursor: number, limit: number): Promise<LiveEntry[]>;
}

/** A per-user state sent at the end of every catch-up and when a kind refreshes it (the unread count). */
export interface LiveState {
  event: LiveEventName;
  read(db: Db, userId: number): Promise<string>;
}

/** What a domain registers with the hub. */
export interface LiveEventSource {
  kinds?: LiveEventKind[];
  history?: LiveHistory;
  states?: LiveState[];
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
  | { event: LiveEventName; entry: LiveEntry }
  /** State, not history: passed on as it comes, never replayed. */
  | { event: LiveEventName; entry?: undefined; data: string };

interface Subscriber {
  userId: number;
  sessionKey: string | undefined;
  stream: EventStream;
  /** Id of the newest history entry delivered; -1 until a fresh stream has read it. */
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
  const kinds = new Map<string, LiveEventKind>();
  const states = new Map<LiveEventName, LiveState>();
  let history: LiveHistory | undefined;
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

  function deliverEntry(sub: Subscriber, event: LiveEventName, entry: LiveEntry): void {
    if (entry.id <= sub.cursor) return; // already sent (caught up from the database)
    sub.cursor = entry.id;
    write(sub, event, entry.data);
  }

  function deliver(sub: Subscriber, held: Held): void {
    if (held.entry) deliverEntry(sub, held.event, held.entry);
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

  // ---- states (the unread count): one read at a time per user and state, the last after the last change

  const stateRefresh = new Map<string, { again: boolean }>();

  function refreshState(userId: number, event: LiveEventName): void {
    const state = states.get(event);
    if (!state || !byUser.has(userId)) return;
    const key = `${userId}:${event}`;
    const pending = stateRefresh.get(key);
    if (pending) {
      pending.again = true;
      return;
    }
    const mine = { again: false };
    stateRefresh.set(key, mine);
    track(
      (async () => {
        try {
          do {
            mine.again = false;
            const data = await state.read(db, userId);
            for (const sub of byUser.get(userId) ?? []) {
              if (sub.held) continue; // it gets a fresh value when its catch-up ends
              write(sub, event, data);
              checkBacklog(sub);
            }
          } while (mine.again && running);
        } catch (err) {
          log.warn('live events: could not read a state', { userId, event, err: String(err) });
        } finally {
          stateRefresh.delete(key);
        }
      })(),
    );
  }

  // ---- catching up from the database ------------------------------------------------------------

  async function catchUp(sub: Subscriber): Promise<void> {
    do {
      sub.again = false;
      if (!history) return;
      if (sub.cursor < 0) {
        sub.cursor = await history.newestId(db, sub.userId);
        continue;
      }
      for (;;) {
        const entries = await history.after(db, sub.userId, sub.cursor, CATCH_UP_BATCH);
        for (const entry of entries) deliverEntry(sub, history.event, entry);
        if (sub.stream.closed) return;
        await sub.stream.drained();
        if (entries.length < CATCH_UP_BATCH) break;
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
        if (!sub.stream.closed) for (const event of states.keys()) refreshState(sub.userId, event);
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

  const subscribersOf = (userIds: readonly number[]) => userIds.flatMap((id) => [...(byUser.get(id) ?? [])]);

  const delivery: LiveDelivery = {
    db,
    offerEntry(userIds, entry) {
      if (!history) return;
      const held: Held = { event: history.event, entry };
      for (const sub of subscribersOf(userIds)) offer(sub, held);
    },
    offer(userIds, event, data) {
      const held: Held = { event, data };
      for (const sub of subscribersOf(userIds)) offer(sub, held);
    },
    refresh: (userId, event) => refreshState(userId, event),
  };

  async function dispatch(notice: LiveNotice): Promise<void> {
    if (subscribersOf(notice.participants).length === 0) return;
    const kind = kinds.get(notice.kind);
    if (!kind) {
      log.warn('live events: a notice of an unregistered kind', { kind: notice.kind });
      return;
    }
    await kind.deliver(notice.payload, notice.participants, delivery);
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

    register(source) {
      for (const kind of source.kinds ?? []) kinds.set(kind.kind, kind);
      for (const state of source.states ?? []) states.set(state.event, state);
      if (source.history) history = source.history;
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
      for (const subs of [...byUser.values()])
        for (const sub of [...subs]) sub.stream.close({ retryMs: 250 + Math.random() * 1000 });
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
