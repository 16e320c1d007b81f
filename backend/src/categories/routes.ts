import { api, SERVICE_CATEGORIES } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';

/** Service categories (spec section 9): a plain list of names. */
export const categoryRoutes: RegisterRoutes = (router) => {
  router.route(api.categories, { access: 'public' }, () => [...SERVICE_CATEGORIES]);
};
