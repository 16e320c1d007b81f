import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ITEM_CATEGORIES, ITEM_CONDITIONS } from '@campus/contracts';
import { renderOnServerThenHydrate, serverPageRequest, stubFetch } from '@campus/shell/testing';
import ItemDetailPage from '../exposes/ItemDetailPage';
import MarketplacePage from '../exposes/MarketplacePage';
import serverPages from '../server';
import { makeItem, page } from '../test/fixtures';

// Marketplace pages as the server renders them (mf-marketplace's server module, in UTC) and a visitor in
// Los Angeles hydrates them: the items were posted late in the evening UTC, the day before there.
const item = makeItem(1, { title: 'Desk lamp', createdAt: '2025-04-28T03:00:00.000Z' });
const LOS_ANGELES = { timeZone: 'America/Los_Angeles', now: '2025-05-12T18:00:00.000Z' };

beforeEach(() => {
  stubFetch({
    'GET /api/marketplace': { body: page([item]) },
    'GET /api/marketplace/1': { body: item },
    'GET /api/marketplace-categories': { body: [...ITEM_CATEGORIES] },
    'GET /api/item-conditions': { body: [...ITEM_CONDITIONS] },
  });
});

test("a card's posted date agrees through hydration, then is the visitor's", async () => {
  const { html, problems } = await renderOnServerThenHydrate(<MarketplacePage />, {
    route: '/marketplace',
    browser: LOS_ANGELES,
    seed: (client) => serverPages.prefetch?.(serverPageRequest('./MarketplacePage', '/marketplace'), client),
  });

  expect(problems).toEqual([]);
  expect(html).toContain('April 28, 2025');
  expect(screen.getByText('April 27, 2025')).toBeInTheDocument();
});

test("an item's posted date agrees through hydration, then is the visitor's", async () => {
  const asked = serverPageRequest('./ItemDetailPage', '/marketplace/1', { params: { itemId: '1' } });
  const { html, problems } = await renderOnServerThenHydrate(
    <Routes>
      <Route path="/marketplace/:itemId" element={<ItemDetailPage />} />
    </Routes>,
    {
      route: '/marketplace/1',
      browser: LOS_ANGELES,
      seed: (client) => serverPages.prefetch?.(asked, client),
    },
  );

  expect(problems).toEqual([]);
  expect(html).toContain('April 28, 2025');
  expect(screen.getByText('April 27, 2025')).toBeInTheDocument();
});
