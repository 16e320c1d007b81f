import { FakeEventSource } from '../testing-events';
import { openLiveConnection, type LiveConnectionOptions } from '../events/connection';
import type { LiveStatus } from '../events/status';

const EVENTS = ['message', 'read', 'unread'];

const message = (id: number) => ({
  id,
  conversationId: 3,
  senderId: 7,
  content: `message ${id}`,
  createdAt: '2025-04-01T10:00:00.000Z',
  isRead: false,
});

function connect(overrides: Partial<LiveConnectionOptions> = {}) {
  FakeEventSource.created = [];
  const received: [string, unknown][] = [];
  const statuses: LiveStatus[] = [];
  const stillSignedIn = jest.fn(async () => true);
  const connection = openLiveConnection({
    url: '/api/events',
    events: EVENTS,
    emit: (event, data) => received.push([event, data]),
    onStatus: (status) => statuses.push(status),
    stillSignedIn,
    EventSource: FakeEventSource as unknown as typeof EventSource,
    random: () => 0,
    ...overrides,
  });
  const streams = FakeEventSource.created;
  const latest = () => {
    const last = streams.at(-1);
    if (!last) throw new Error('no stream');
    return last;
  };
  return { connection, received, statuses, stillSignedIn, streams, latest };
}

afterEach(() => jest.useRealTimers());

describe('the live connection', () => {
  it('opens one stream at /api/events and passes every event on as JSON', () => {
    const { received, statuses, streams, latest } = connect();
    expect(streams.map((s) => s.url)).toEqual(['/api/events']);
    expect(statuses).toEqual(['connecting']);
    latest().open();
    expect(statuses).toEqual(['connecting', 'live']);
    latest().send('unread', { count: 2 }, 0);
    latest().send('message', message(11), 11);
    latest().send('read', { conversationId: 3, readerId: 7, lastReadId: 11 }, 11);
    expect(received).toEqual([
      ['unread', { count: 2 }],
      ['message', message(11)],
      ['read', { conversationId: 3, readerId: 7, lastReadId: 11 }],
    ]);
  });

  it('never passes the same message on twice', () => {
    const { received, latest } = connect();
    latest().open();
    latest().send('message', message(11), 11);
    latest().send('message', message(12), 12);
    latest().send('message', message(11), 12);
    expect(received.map(([, data]) => (data as { id: number }).id)).toEqual([11, 12]);
  });

  it('ignores data that is not JSON', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { received, latest } = connect();
    latest().open();
    latest().send('unread', '{not json', 0);
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("leaves a dropped stream to the browser's own retry (Last-Event-ID), and drops repeats of its replay", () => {
    const { received, statuses, streams, latest } = connect();
    latest().open();
    latest().send('message', message(11), 11);
    latest().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(streams).toHaveLength(1); // no second stream: EventSource reconnects by itself
    // back, with what it missed (the server replays after Last-Event-ID; 11 again at the seam)
    latest().open();
    latest().send('message', message(11), 11);
    latest().send('message', message(12), 12);
    expect(statuses.at(-1)).toBe('live');
    expect(received.filter(([e]) => e === 'message').map(([, d]) => (d as { id: number }).id)).toEqual([
      11, 12,
    ]);
  });

  it('opens a new stream after the browser gave up, resuming after the last event it received', async () => {
    jest.useFakeTimers();
    const { received, statuses, stillSignedIn, streams, latest } = connect();
    latest().open();
    latest().send('message', message(20), 20);
    latest().refuse(); // e.g. 503 while the server restarts: EventSource closes for good
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(stillSignedIn).toHaveBeenCalledTimes(1);
    expect(streams.map((s) => s.url)).toEqual(['/api/events', '/api/events?since=20']);
    latest().open();
    latest().send('message', message(20), 21); // the catch-up overlaps: shown once
    latest().send('message', message(21), 21);
    expect(received.filter(([e]) => e === 'message').map(([, d]) => (d as { id: number }).id)).toEqual([
      20, 21,
    ]);
    expect(statuses.at(-1)).toBe('live');
  });

  it('waits longer after each refusal (1 s, 2 s, 4 s ... up to 30 s) and starts over once a stream opens', async () => {
    jest.useFakeTimers();
    const { streams, latest } = connect({ retryMaxMs: 4000 });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = streams.length;
      latest().refuse();
      let waited = 0;
      while (streams.length === before) {
        await jest.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000]);
    latest().open();
    latest().refuse();
    await jest.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(6);
  });

  it('stops, without a new stream, when the session has ended', async () => {
    jest.useFakeTimers();
    const { statuses, streams, latest } = connect({ stillSignedIn: async () => false });
    latest().open();
    latest().refuse(); // 401: signed out elsewhere
    await jest.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
    expect(statuses.at(-1)).toBe('off');
  });

  it('keeps trying when the session cannot be checked (network down)', async () => {
    jest.useFakeTimers();
    const stillSignedIn = jest
      .fn<Promise<boolean>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(true);
    const { streams, latest } = connect({ stillSignedIn });
    latest().refuse();
    await jest.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(streams).toHaveLength(2);
  });

  it('closes its stream and retries nothing once closed', async () => {
    jest.useFakeTimers();
    const { connection, statuses, streams, latest } = connect();
    latest().open();
    latest().refuse();
    connection.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('off');
  });
});
