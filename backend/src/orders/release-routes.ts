import { api } from '@campus/contracts';
import type { Db } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { OrderServices, OrderDeps } from './deps';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { completeExtraTimePayment, requestExtraTime, startExtraTimePayment } from './extra-time';
import { orderParty } from './policies';
import { presentOrder } from './presenter';
import { ORDER_NOT_FOUND } from './process';
import { confirmReceipt, payOutOrder } from './release';
import { findOrder } from './service';

/**
 * Releasing the escrow and paying the provider: the customer's confirmation, the provider's request
 * for extra time and the customer's post-service payment of it. The payment calls are read routes
 * (no transaction handed in): each calls the payment provider between short transactions of its own.
 * Every time compared or stamped is `services.clock`'s.
 */
export const releaseRoutes: RegisterRoutes<OrderServices> = (router, services) => {
  const { clock } = services;
  const deps = (db: Db): OrderDeps => ({ db, payments: services.payments, log: services.log });
  const present = async (db: Db, orderId: number, viewerId: number) => {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return presentOrder(row.order, row, viewerId);
  };

  router.route(api.confirmReceipt, { access: 'signedIn' }, async ({ body, actor, db }) => {
    await confirmReceipt(deps(db), actor.userId, body.orderId, clock.now());
    return present(db, body.orderId, actor.userId);
  });

  router.route(
    api.requestExtraTime,
    { access: orderParty, params: idParams('order id'), write: true },
    ({ params, body, actor, tx }) => requestExtraTime(tx, actor.userId, params.id, body.hours, clock.now()),
  );

  router.route(api.postServicePayment, { access: 'signedIn' }, ({ body, actor, db }) =>
    startExtraTimePayment(deps(db), actor.userId, body.orderId, clock.now()),
  );

  router.route(api.postServicePaymentComplete, { access: 'signedIn' }, async ({ body, actor, db }) => {
    const now = clock.now();
    await completeExtraTimePayment(deps(db), actor.userId, body.orderId, now);
    await payOutOrder(deps(db), body.orderId, now);
    return present(db, body.orderId, actor.userId);
  });
};
