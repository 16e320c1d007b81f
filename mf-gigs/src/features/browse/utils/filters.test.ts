import { countActiveFilters, parsePrice, priceLabel, readFilters, writeFilters } from './filters';

describe('browse filter state', () => {
  it('parses whole-dollar prices only', () => {
    expect(parsePrice('25')).toBe(25);
    expect(parsePrice(' 7 ')).toBe(7);
    expect(parsePrice('2.5')).toBeUndefined();
    expect(parsePrice('-1')).toBeUndefined();
    expect(parsePrice('abc')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice(null)).toBeUndefined();
  });

  it('reads known parameters and drops the rest', () => {
    expect(
      readFilters(
        new URLSearchParams('category=Moving%20Help&search=%20sofa%20&minPrice=5&maxPrice=x&page=2'),
      ),
    ).toEqual({
      category: 'Moving Help',
      search: 'sofa',
      minPrice: 5,
    });
    expect(readFilters(new URLSearchParams('category=Cooking&search=%20%20'))).toEqual({});
  });

  it('writes the filters back and keeps unrelated parameters', () => {
    const next = writeFilters(new URLSearchParams('ref=home&search=old'), {
      category: 'Design',
      maxPrice: 40,
    });
    expect(Object.fromEntries(next)).toEqual({ ref: 'home', category: 'Design', maxPrice: '40' });
  });

  it('counts one badge per active chip', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ minPrice: 5, maxPrice: 10 })).toBe(1);
    expect(countActiveFilters({ category: 'Other', search: 'x', maxPrice: 10 })).toBe(3);
  });

  it('labels the price chip with an infinity sign when no maximum is set', () => {
    expect(priceLabel({ minPrice: 10 })).toBe('$10 - ∞');
    expect(priceLabel({ maxPrice: 30 })).toBe('$0 - $30');
    expect(priceLabel({ minPrice: 10, maxPrice: 30 })).toBe('$10 - $30');
  });
});
