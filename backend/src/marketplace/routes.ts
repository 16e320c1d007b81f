import Router from '@koa/router';
import { api, ITEM_CATEGORIES, ITEM_CONDITIONS, LIMITS } from '@campus/contracts';
import { toPage } from '../db/keyset';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { route } from '../http/route';
import { presentItem } from './presenter';
import { findItem, listItems } from './service';

export function marketplaceRoutes({ db }: AppDeps): Router {
  const router = new Router();
  route(router, api.marketplaceCategories, {}, () => [...ITEM_CATEGORIES]);
  route(router, api.itemConditions, {}, () => [...ITEM_CONDITIONS]);
  route(router, api.marketplaceItems, {}, async ({ query }) =>
    toPage(await listItems(db, query), query.limit ?? LIMITS.pageSize, presentItem),
  );
  route(router, api.marketplaceItem, { params: idParams('item id') }, async ({ params }) => {
    const row = await findItem(db, params.id);
    if (!row) throw notFound('Item not found');
    return presentItem(row);
  });
  return router;
}
