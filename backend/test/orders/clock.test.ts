import { api } from '@campus/contracts';
import { ClockNotAdjustableError, createClock } from '../../src/clock/clock';
import type { Browser } from '../auth/browser';
import { json, must, startTestServer } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { gigFor } from './fixtures';
import { confirm, DAY_MS, heldOrder, onboard, transfersOf, transitionsOf } from './release-support';
import {
  book,
  expectLedgerBalanced,
  intentIdOf,
  orderOfIntent,
  orderRow,
  pay,
  settle,
  startOrderServer,
  type OrderServer,
} from './support';

const HOUR = 3_600_000;

describe('createClock', () => {
  it('is real time; only an adjustable clock moves, forward only', () => {
    // real time held still, so the comparisons are exact (a 50 ms window failed on a loaded machine)
    const realNow = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(realNow);
    try {
      const fixed = createClock({ adjustable: false });
      expect(fixed.now().getTime()).toBe(realNow);
      expect(() => fixed.advance(1000)).toThrow(ClockNotAdjustableError);

      const movable = createClock({ adjustable: true });
      expect(movable.advance(DAY_MS).getTime()).toBe(realNow + DAY_MS);
      now.mockReturnValue(realNow + 5000);
      expect(movable.now().getTime()).toBe(realNow + 5000 + DAY_MS);
      expect(() => movable.advance(-1)).toThrow(RangeError);
    } finally {
      now.mockRestore();
    }
  });
});

describe('POST /api/test/clock outside test mode', () => {
  it('does not exist (404)', async () => {
    const dev = await startTestServer({ env: { NODE_ENV: 'development' } });
    try {
      const res = await dev.get(api.testClock.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: dev.url },
        body: JSON.stringify({ advanceMs: DAY_MS }),
      });
      expect(res.status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('POST /api/test/clock in test mode', () => {
  let server: OrderServer;
  let maya: Browser;
  let jordanId: number;
  beforeAll(async () => {
    server = await startOrderServer({ seed: true });
    maya = await student(server, MAYA);
    [jordanId] = await userIds(server.db, JORDAN);
    await onboard(server, await student(server, JORDAN));
  });
  afterAll(() => server.close({ drop: true }));
  afterEach(async () => {
    await settle(server.db);
    await expectLedgerBalanced(server.db);
  });

  const advance = (advanceMs: unknown) =>
    fetch(server.url + api.testClock.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ advanceMs }),
    });

  it('refuses a move backwards or by a fraction of a millisecond (400)', async () => {
    for (const advanceMs of [-1, 0.5, '1000', null]) expect((await advance(advanceMs)).status).toBe(400);
  });

  it("moves this instance's clock and runs the order work that became due with it", async () => {
    const held = await heldOrder(server, maya, jordanId);
    const releaseDate = must(held.escrowReleaseDate);
    const secret = await book(maya, await gigFor(server.db, jordanId));
    await pay(maya, secret);
    await settle(server.db);
    const authorised = await orderOfIntent(server.db, intentIdOf(secret));
    expect(authorised.status).toBe('payment_processing');

    // past the authorisation margin (4 days), before the release date (7 days)
    const first = await advance(4 * DAY_MS + HOUR);
    expect(first.status).toBe(200);
    const { now } = api.testClock.reply.parse(await json(first));
    expect(Math.abs(new Date(now).getTime() - (Date.now() + 4 * DAY_MS + HOUR))).toBeLessThan(5000);
    await settle(server.db);
    expect(await orderRow(server.db, authorised.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'authorisation_expired',
    });
    expect((await orderRow(server.db, held.id)).status).toBe('payment_held');

    // past the release date: released and paid out, stamped with the moved clock
    const second = api.testClock.reply.parse(await json(await advance(3 * DAY_MS)));
    const released = await orderRow(server.db, held.id);
    expect(released.status).toBe('funds_released');
    expect(must(released.fundsReleasedAt).getTime()).toBeGreaterThanOrEqual(releaseDate.getTime());
    expect(must(released.fundsReleasedAt).getTime()).toBeLessThanOrEqual(new Date(second.now).getTime());
    expect(await transitionsOf(server.db, held.id)).toEqual([
      'authorise',
      'capture',
      'deliver',
      'auto_release',
      'release_funds',
    ]);
    expect(await transfersOf(server.db, held.id)).toHaveLength(1);
  });

  it("stamps a customer's confirmation with the moved clock", async () => {
    const order = await heldOrder(server, maya, jordanId);
    const before = Date.now();
    expect((await confirm(maya, order.id)).status).toBe(200);
    // the clock was moved 7 days and an hour by the test before
    const confirmedAt = must((await orderRow(server.db, order.id)).buyerConfirmedAt).getTime();
    expect(confirmedAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
  });
});
