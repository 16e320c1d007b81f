import Router from '@koa/router';
import { api, SERVICE_CATEGORIES } from '@campus/contracts';
import { route } from '../http/route';

/** Service categories (spec section 9): a plain list of names. */
export function categoryRoutes(): Router {
  const router = new Router();
  route(router, api.categories, {}, () => [...SERVICE_CATEGORIES]);
  return router;
}
