import type { LiveStatus } from './status';

/**
 * The tab's one live stream (`GET /api/events`, Server-Sent Events), loaded only once a student is
 * signed in (LiveEvents.tsx imports it on demand).
 *
 * - **Reconnecting.** A dropped stream is retried by EventSource itself, which sends the id of the last
 *   event it received as `Last-Event-ID`; the server then replays every message after it. When the
 *   browser gives up instead (the server answered with an error: restarting, 503; session ended, 401),
 *   this module tries again after a growing delay (1 s doubling to 30 s, with jitter), first asking
 *   `stillSignedIn()` (a signed-out student gets no stream), and resumes with `?since=<last event id>`,
 *   which the server treats like `Last-Event-ID`.
 * - **Never twice.** A message id already passed on is not passed on again (the server avoids it too;
 *   this guards the seams: a replay that overlaps what arrived, a second connection).
 * - Event data is passed on as parsed JSON, not checked against a schema: each subscriber checks it
 *   with its own (`useLiveEvent`). Only a message's numeric `id` is read here, to drop repeats.
 */
export interface LiveConnectionOptions {
  /** The stream's address (`/api/events`). */
  url: string;
  /** The event names to listen for (`message`, `read`, `unread`). */
  events: readonly string[];
  /** Every event, once: its name and JSON data. */
  emit(event: string, data: unknown): void;
  onStatus(status: LiveStatus): void;
  /** Asked before opening a new stream after the browser gave up; false ends the connection. */
  stillSignedIn(): Promise<boolean>;
  /** The EventSource implementation (tests pass a fake). */
  EventSource?: typeof EventSource;
  /** First retry delay after the browser gave up (default 1000 ms), doubled up to `retryMaxMs`. */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** 0..1; the retry delay is stretched by up to 20% of itself (default Math.random). */
  random?: () => number;
}

export interface LiveConnection {
  /** Closes the stream for good (sign-out, unmount). */
  close(): void;
  /** The id of the last event received: where a new stream resumes. */
  readonly lastEventId: string | null;
}

/** How many message ids are remembered to drop repeats (a repeat is always recent). */
const REMEMBERED_IDS = 1000;

function messageId(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const id = (data as { id?: unknown }).id;
  return typeof id === 'number' ? id : null;
}

export function openLiveConnection({
  url,
  events,
  emit,
  onStatus,
  stillSignedIn,
  EventSource: Source = globalThis.EventSource,
  retryMinMs = 1000,
  retryMaxMs = 30_000,
  random = Math.random,
}: LiveConnectionOptions): LiveConnection {
  let source: EventSource | null = null;
  let closed = false;
  let lastEventId: string | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let status: LiveStatus | null = null;
  const seen = new Set<number>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };

  /** True when the message was passed on already; remembers it otherwise. */
  const repeated = (id: number) => {
    if (seen.has(id)) return true;
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) {
      const oldest = seen.values().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    return false;
  };

  const receive = (event: string) => (e: Event) => {
    const { data, lastEventId: id } = e as MessageEvent<string>;
    if (/^\d+$/.test(id)) lastEventId = id;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      console.warn(`Live event '${event}' is not JSON; ignored`);
      return;
    }
    if (event === 'message') {
      const mid = messageId(parsed);
      if (mid !== null && repeated(mid)) return;
    }
    emit(event, parsed);
  };

  function connect() {
    if (closed) return;
    const address = lastEventId === null ? url : `${url}?since=${lastEventId}`;
    const stream = new Source(address);
    source = stream;
    for (const event of events) stream.addEventListener(event, receive(event));
    stream.onopen = () => {
      if (source !== stream) return;
      failures = 0;
      setStatus('live');
    };
    stream.onerror = () => {
      if (source !== stream || closed) return;
      setStatus('reconnecting');
      // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
      if (stream.readyState === Source.CLOSED) {
        stream.close();
        source = null;
        retryLater();
      }
    };
  }

  function retryLater() {
    const base = Math.min(retryMaxMs, retryMinMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(
      () => {
        stillSignedIn().then(
          (signedIn) => {
            if (closed) return;
            if (signedIn) connect();
            else {
              closed = true;
              setStatus('off');
            }
          },
          // The server could not be asked (network down): try again later.
          () => !closed && retryLater(),
        );
      },
      Math.round(base * (1 + 0.2 * random())),
    );
  }

  setStatus('connecting');
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
      setStatus('off');
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
