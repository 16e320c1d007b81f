import { onFirstUse } from '../src/first-use';

describe('onFirstUse', () => {
  it('loads on the first call, not before, and shares that load with every later call', async () => {
    let loads = 0;
    const load = onFirstUse(() => Promise.resolve(++loads));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(1);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('tries a failed load again on the next call', async () => {
    let attempts = 0;
    const load = onFirstUse(() =>
      ++attempts === 1 ? Promise.reject(new Error('not installed')) : Promise.resolve('loaded'),
    );
    await expect(load()).rejects.toThrow('not installed');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
