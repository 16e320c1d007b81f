import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/types';
import { gigExists } from '../gigs';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { REVIEW_NOT_FOUND, reviewAuthor, reviewedProvider } from './policies';
import { presentReview } from './presenter';
import { findReviewWithReviewer, listGigReviews } from './service';
import { createReview, editReview, replyToReview } from './writes';

/** The review as written, read back in the transaction that wrote it. */
async function reviewReply(db: DbOrTx, id: number) {
  const row = await findReviewWithReviewer(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return presentReview(row);
}

export const reviewRoutes: RegisterRoutes<{ clock: Clock }> = (router, services) => {
  // the server's clock (which a test-mode journey can move) stamps reviews and bounds the edit window
  const now = () => services.clock.now();

  router.route(api.gigReviews, { access: 'public', params: idParams('gig id') }, async ({ params, db }) => {
    const rows = await listGigReviews(db, params.id);
    if (rows.length === 0 && !(await gigExists(db, params.id))) throw notFound('Gig not found');
    return rows.map(presentReview);
  });

  router.route(api.createReview, { access: 'signedIn', write: true }, async ({ body, actor, tx }) =>
    reviewReply(tx, await createReview(tx, actor.userId, body, now())),
  );

  router.route(
    api.updateReview,
    { access: reviewAuthor, params: idParams('review id'), write: true },
    async ({ params, body, tx }) => {
      await editReview(tx, params.id, body, now());
      return reviewReply(tx, params.id);
    },
  );

  router.route(
    api.replyToReview,
    { access: reviewedProvider, params: idParams('review id'), write: true },
    async ({ params, body, tx }) => {
      await replyToReview(tx, params.id, body.reply, now());
      return reviewReply(tx, params.id);
    },
  );
};
