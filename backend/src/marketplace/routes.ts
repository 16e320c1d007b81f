import { api, ITEM_CATEGORIES, ITEM_CONDITIONS, LIMITS } from '@campus/contracts';
import { toPage } from '../db/keyset';
import type { RegisterRoutes } from '../deps';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { presentItem } from './presenter';
import { findItem, listItems } from './service';

export const marketplaceRoutes: RegisterRoutes = (router) => {
  router.route(api.marketplaceCategories, { access: 'public' }, () => [...ITEM_CATEGORIES]);
  router.route(api.itemConditions, { access: 'public' }, () => [...ITEM_CONDITIONS]);
  router.route(api.marketplaceItems, { access: 'public' }, async ({ query, db }) =>
    toPage(await listItems(db, query), query.limit ?? LIMITS.pageSize, presentItem),
  );
  router.route(
    api.marketplaceItem,
    { access: 'public', params: idParams('item id') },
    async ({ params, db }) => {
      const row = await findItem(db, params.id);
      if (!row) throw notFound('Item not found');
      return presentItem(row);
    },
  );
};
