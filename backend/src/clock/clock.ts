/**
 * The server's clock for everything the order process compares with a deadline or stamps on a
 * transition. Real time, plus an offset that only a test-mode instance can move (POST /api/test/clock),
 * so journeys can reach an escrow release date without waiting a week. The offset is this instance's
 * alone and always 0 outside NODE_ENV=test.
 */
export interface Clock {
  now(): Date;
  /** Moves this instance's clock forward by `ms` (test mode only, else throws); the new time. */
  advance(ms: number): Date;
}

export class ClockNotAdjustableError extends Error {
  override name = 'ClockNotAdjustableError';
}

export function createClock({ adjustable }: { adjustable: boolean }): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      if (!adjustable) throw new ClockNotAdjustableError('The clock can only be moved in test mode');
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offsetMs += ms;
      return new Date(Date.now() + offsetMs);
    },
  };
}
