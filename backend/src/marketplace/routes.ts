import Router from '@koa/router';
import { api, ITEM_CATEGORIES, ITEM_CONDITIONS } from '@campus/contracts';
import { route } from '../http/route';

export function marketplaceRoutes(): Router {
  const router = new Router();
  route(router, api.marketplaceCategories, {}, () => [...ITEM_CATEGORIES]);
  route(router, api.itemConditions, {}, () => [...ITEM_CONDITIONS]);
  return router;
}
