import { writeSearchParams } from '../src/search-params';

describe('writeSearchParams', () => {
  const KEYS = ['search', 'minPrice', 'category'] as const;

  it('sets the values at their keys and keeps every other parameter', () => {
    const next = writeSearchParams(
      new URLSearchParams('tab=2&search=old'),
      { search: 'chairs', minPrice: 5 },
      KEYS,
    );
    expect(next.toString()).toBe('tab=2&search=chairs&minPrice=5');
  });

  it('removes a key whose value is blank or missing', () => {
    const next = writeSearchParams(
      new URLSearchParams('search=old&minPrice=5&category=Books'),
      { search: '' },
      KEYS,
    );
    expect(next.toString()).toBe('');
  });

  it('leaves the address it was given as it was', () => {
    const current = new URLSearchParams('search=old');
    writeSearchParams(current, { search: 'new' }, KEYS);
    expect(current.toString()).toBe('search=old');
  });
});
