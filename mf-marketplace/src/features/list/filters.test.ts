import {
  countActiveFilters,
  parsePrice,
  priceFilter,
  priceRangeLabel,
  readFilters,
  sliderRange,
  writeFilters,
} from './filters';

describe('the marketplace filters in the address', () => {
  it('reads known values and drops the rest', () => {
    expect(
      readFilters(
        new URLSearchParams(
          'search=%20lamp%20&category=Furniture&condition=Poor&minPrice=0&maxPrice=900&x=1',
        ),
      ),
    ).toEqual({ search: 'lamp', category: 'Furniture', condition: 'Poor', maxPrice: 900 });
    expect(
      readFilters(new URLSearchParams('category=furniture&condition=&minPrice=1e3&maxPrice=10001')),
    ).toEqual({});
  });

  it.each([
    ['25', 25],
    [' 40 ', 40],
    ['10000', 10000],
    ['10001', undefined],
    ['2.5', undefined],
    ['-1', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads the price %p as %p', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it('writes the filters back, keeping other parameters', () => {
    const next = writeFilters(new URLSearchParams('keep=1&search=old'), {
      category: 'Clothing',
      maxPrice: 50,
    });
    expect(next.toString()).toBe('keep=1&category=Clothing&maxPrice=50');
  });

  it('counts one per filter in effect, the price range as one', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ minPrice: 5, maxPrice: 10 })).toBe(1);
    expect(countActiveFilters({ search: 'a', category: 'Other', condition: 'New', maxPrice: 10 })).toBe(4);
  });

  it('maps the slider to the price filter: its ends are no bound', () => {
    expect(sliderRange({})).toEqual([0, 1000]);
    expect(sliderRange({ minPrice: 20, maxPrice: 5000 })).toEqual([20, 1000]);
    expect(priceFilter(0, 1000)).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceFilter(15, 300)).toEqual({ minPrice: 15, maxPrice: 300 });
    expect(priceRangeLabel(0, 1000)).toBe('$0 – $1,000+');
    expect(priceRangeLabel(15, 300)).toBe('$15 – $300');
  });
});
