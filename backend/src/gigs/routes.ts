import Router from '@koa/router';
import { api, LIMITS } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { toPage } from '../db/keyset';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { route } from '../http/route';
import { presentGig } from './presenter';
import { findGig, listGigs } from './service';

export function gigRoutes({ db }: AppDeps): Router {
  const router = new Router();

  route(router, api.gigs, {}, async ({ query }) =>
    toPage(await listGigs(db, query), query.limit ?? LIMITS.pageSize, presentGig),
  );

  route(router, api.gig, { params: idParams('gig id') }, async ({ params }) => {
    const row = await findGig(db, params.id);
    if (!row) throw notFound('Gig not found');
    return presentGig(row);
  });

  return router;
}
