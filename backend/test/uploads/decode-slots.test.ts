import { MAX_CONCURRENT_DECODES, slots } from '../../src/uploads/image';

describe('decode slots', () => {
  it(`runs at most ${MAX_CONCURRENT_DECODES} decodes at once and every queued one in turn`, async () => {
    const gate = slots(MAX_CONCURRENT_DECODES);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const started: number[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(i);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Let the queue settle, then release the work one by one.
    for (let done = 0; done < 6; done += 1) {
      await new Promise((r) => setImmediate(r));
      expect(running).toBeLessThanOrEqual(MAX_CONCURRENT_DECODES);
      release.shift()?.();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(MAX_CONCURRENT_DECODES);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees its slot when the work fails', async () => {
    const gate = slots(1);
    await expect(gate.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
