import { api, LIMITS } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { toPage } from '../db/keyset';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { presentGig } from './presenter';
import { findGig, listGigs } from './service';

export const gigRoutes: RegisterRoutes = (router) => {
  router.route(api.gigs, { access: 'public' }, async ({ query, db }) =>
    toPage(await listGigs(db, query), query.limit ?? LIMITS.pageSize, presentGig),
  );

  router.route(api.gig, { access: 'public', params: idParams('gig id') }, async ({ params, db }) => {
    const row = await findGig(db, params.id);
    if (!row) throw notFound('Gig not found');
    return presentGig(row);
  });
};
