import { queryKeys } from './query-keys';

// react-query matches by prefix: refreshing `all` or `lists` must reach every key of that data set.
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('queryKeys', () => {
  it.each(Object.entries(queryKeys))('%s: every key starts with the data set’s root', (_, keys) => {
    for (const key of Object.values(keys)) {
      const sample = typeof key === 'function' ? key(1) : key;
      expect(startsWith(sample, keys.all)).toBe(true);
    }
  });

  it('the roots of two data sets never overlap', () => {
    const roots = Object.values(queryKeys).map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
