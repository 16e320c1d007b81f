import { api, LIMITS } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments';
import { toPage } from '../db/keyset';
import type { Actor } from '../http/access';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import type { Db, Tx } from '../db/types';
import { withdrawGigBookings } from '../orders';
import { checkGigImage } from './image';
import { assertOwnProviderId, GIG_NOT_FOUND, gigOwner, isGigVisible, mayListPausedGigsOf } from './policies';
import { presentGig } from './presenter';
import {
  deleteGig,
  findGig,
  findGigInTx,
  insertGig,
  listGigs,
  setGigStatus,
  updateGigFields,
  type GigFields,
} from './service';

/** The gig as `actor` sees it after a write, read in the write's transaction. */
async function presentAfterWrite(tx: Tx, id: number, actor: Actor) {
  const row = await findGigInTx(tx, id);
  if (!row) throw notFound(GIG_NOT_FOUND);
  return presentGig(row, actor);
}

export const gigRoutes: RegisterRoutes<{ payments: PaymentProvider; log: Logger }> = (router, services) => {
  const orderDeps = (db: Db) => ({ db, payments: services.payments, log: services.log });

  router.route(api.gigs, { access: 'public' }, async ({ query, actor, db }) => {
    const includeInactive = mayListPausedGigsOf(actor, query.providerId);
    return toPage(await listGigs(db, { ...query, includeInactive }), query.limit ?? LIMITS.pageSize, (row) =>
      presentGig(row, actor),
    );
  });

  router.route(api.gig, { access: 'public', params: idParams('gig id') }, async ({ params, actor, db }) => {
    const row = await findGig(db, params.id);
    if (!row || !isGigVisible(row.gig)) throw notFound(GIG_NOT_FOUND);
    return presentGig(row, actor);
  });

  router.route(api.createGig, { access: 'signedIn', write: true }, async ({ body, actor, ctx, tx }) => {
    const { providerId, imageUrl, ...fields } = body;
    assertOwnProviderId(actor, providerId);
    const gig: GigFields = { ...fields, imageUrl: await checkGigImage(tx, actor.userId, imageUrl) };
    const id = await insertGig(tx, actor.userId, gig);
    ctx.status = 201;
    return { id };
  });

  router.route(
    api.updateGig,
    { access: gigOwner, params: idParams('gig id'), write: true },
    async ({ params, body, actor, tx }) => {
      const { providerId, imageUrl, ...fields } = body;
      assertOwnProviderId(actor, providerId);
      const gig: GigFields = { ...fields, imageUrl: await checkGigImage(tx, actor.userId, imageUrl) };
      if (!(await updateGigFields(tx, params.id, gig))) throw notFound(GIG_NOT_FOUND);
      return presentAfterWrite(tx, params.id, actor);
    },
  );

  // Pausing and deleting are read routes that open their own transaction: once it committed, the
  // gig's open bookings are given up, their intents voided at the payment provider, which is never
  // called inside a transaction (issue 19, item 2).
  router.route(
    api.setGigStatus,
    { access: gigOwner, params: idParams('gig id') },
    async ({ params, body, actor, db }) => {
      const reply = await db.transaction(async (tx) => {
        if (!(await setGigStatus(tx, params.id, body.status))) throw notFound(GIG_NOT_FOUND);
        return presentAfterWrite(tx, params.id, actor);
      });
      if (body.status !== 'active') await withdrawGigBookings(orderDeps(db), params.id, 'gig paused');
      return reply;
    },
  );

  router.route(api.deleteGig, { access: gigOwner, params: idParams('gig id') }, async ({ params, db }) => {
    await db.transaction(async (tx) => {
      if ((await deleteGig(tx, params.id)) === null) throw notFound(GIG_NOT_FOUND);
    });
    await withdrawGigBookings(orderDeps(db), params.id, 'gig deleted');
    return { ok: true as const };
  });
};
