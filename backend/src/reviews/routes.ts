import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { gigExists } from '../gigs/service';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { presentReview } from './presenter';
import { listGigReviews } from './service';

export const reviewRoutes: RegisterRoutes = (router) => {
  router.route(api.gigReviews, { access: 'public', params: idParams('gig id') }, async ({ params, db }) => {
    const rows = await listGigReviews(db, params.id);
    if (rows.length === 0 && !(await gigExists(db, params.id))) throw notFound('Gig not found');
    return rows.map(presentReview);
  });
};
