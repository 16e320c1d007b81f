import Router from '@koa/router';
import { api } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { gigExists } from '../gigs/service';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { route } from '../http/route';
import { presentReview } from './presenter';
import { listGigReviews } from './service';

export function reviewRoutes({ db }: AppDeps): Router {
  const router = new Router();

  route(router, api.gigReviews, { params: idParams('gig id') }, async ({ params }) => {
    const rows = await listGigReviews(db, params.id);
    if (rows.length === 0 && !(await gigExists(db, params.id))) throw notFound('Gig not found');
    return rows.map(presentReview);
  });

  return router;
}
