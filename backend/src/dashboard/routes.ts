import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import { presentDashboard } from './presenter';
import { dashboardOf } from './service';

/** GET /api/dashboard: the signed-in student's own figures (nobody sees another's). */
export const dashboardRoutes: RegisterRoutes = (router) => {
  router.route(api.dashboard, { access: 'signedIn' }, async ({ actor, db }) =>
    presentDashboard(await dashboardOf(db, actor.userId)),
  );
};
