import { stubFetch } from '@campus/shell/testing';
import { getItems, itemsQueryOptions } from './useItems';

const emptyPage = { body: { items: [], nextCursor: null } };

describe('the marketplace list query', () => {
  it('keys each filter combination apart, so a filter change starts from its own first page', () => {
    const textbooks = itemsQueryOptions({ category: 'Textbooks' }).queryKey;
    expect(textbooks).toEqual(['marketplace', 'items', { category: 'Textbooks' }]);
    expect(textbooks).not.toEqual(itemsQueryOptions().queryKey);
  });

  it('asks for a next page with the same filters plus the cursor', async () => {
    const { requests } = stubFetch({ 'GET /api/marketplace': emptyPage });
    await getItems({ category: 'Textbooks', condition: 'Good', maxPrice: 50 });
    await getItems({ category: 'Textbooks', condition: 'Good', maxPrice: 50 }, 'after-24');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/marketplace?category=Textbooks&condition=Good&maxPrice=50',
      '/api/marketplace?category=Textbooks&condition=Good&maxPrice=50&cursor=after-24',
    ]);
  });
});
