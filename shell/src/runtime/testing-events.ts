/**
 * A stand-in for the browser's EventSource in component tests: the runtime's live stream opens one of
 * these, and the test plays the server (`open`, `send`, `drop`, `refuse`).
 */
import { act } from '@testing-library/react';

type Listener = (event: Event) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials = false;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.created.push(this);
  }

  /** Every instance created since the fake was installed, oldest first. */
  static created: FakeEventSource[] = [];

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200 text/event-stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent one event (`data` is sent as JSON unless it is a string). */
  send(event: string, data: unknown, id?: number | string) {
    if (this.readyState !== FakeEventSource.OPEN) throw new Error(`stream ${this.url} is not open`);
    const message = new MessageEvent(event, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: id === undefined ? '' : String(id),
    });
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(message);
  }

  /** The connection dropped; the browser will retry by itself (readyState CONNECTING). */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** The server refused the stream (an error status): the browser gives up (readyState CLOSED). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

export interface FakeLiveStream {
  /** Every stream opened, oldest first. */
  readonly all: FakeEventSource[];
  /** The newest stream (throws when none was opened). */
  latest(): FakeEventSource;
  /** Opens the newest stream, inside act(). */
  open(): FakeEventSource;
  /** Sends an event on the newest stream, inside act(). */
  send(event: string, data: unknown, id?: number | string): void;
  restore(): void;
}

/**
 * Installs FakeEventSource as the global EventSource for the current test (`restore()` afterwards).
 * The runtime opens its stream once a student is signed in; wait for it with
 * `await waitFor(() => live.latest())`.
 */
export function fakeLiveStream(): FakeLiveStream {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  FakeEventSource.created = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  const latest = () => {
    const last = FakeEventSource.created.at(-1);
    if (!last) throw new Error('no live stream was opened');
    return last;
  };
  return {
    get all() {
      return FakeEventSource.created;
    },
    latest,
    open() {
      const stream = latest();
      act(() => stream.open());
      return stream;
    },
    send(event, data, id) {
      act(() => latest().send(event, data, id));
    },
    restore() {
      if (original === undefined) delete (globalThis as { EventSource?: unknown }).EventSource;
      else Object.assign(globalThis, { EventSource: original });
    },
  };
}
