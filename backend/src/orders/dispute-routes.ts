import { api } from '@campus/contracts';
import type { Db } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { OrderServices } from './deps';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { acceptRefund, contestDispute, openDispute, withdrawDispute, type DisputeDeps } from './disputes';
import { disputeCustomer, disputeProvider } from './policies';
import { presentOrder } from './presenter';
import { payOutOrder } from './release';
import { ORDER_NOT_FOUND } from './process';
import { findOrder } from './service';

/** What the dispute calls need, for one request's database handle. */
/** The services a dispute command needs beside the database. */
export type DisputeServices = Pick<OrderServices, 'payments' | 'log' | 'clock'>;

export function disputeDeps(services: DisputeServices, db: Db): DisputeDeps {
  const deps = { db, payments: services.payments, log: services.log };
  const now = () => services.clock.now();
  return {
    ...deps,
    now,
    payOut: async (orderId) => {
      await payOutOrder(deps, orderId, now());
    },
  };
}

/**
 * The disputes of an order: open, contest, withdraw, accept a refund. Like the payment calls, read
 * routes: each calls the payment provider between the short transactions of takeTransition.
 */
export const disputeRoutes: RegisterRoutes<OrderServices> = (router, services) => {
  const answer = async (db: Db, orderId: number, viewerId: number) => {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return presentOrder(row.order, row, viewerId);
  };

  router.route(api.openDispute, { access: 'signedIn' }, async ({ body, actor, db }) => {
    const order = await openDispute(disputeDeps(services, db), actor.userId, body);
    return answer(db, order.id, actor.userId);
  });

  router.route(
    api.contestDispute,
    { access: disputeProvider, params: idParams('order id') },
    async ({ params, body, actor, db }) => {
      await contestDispute(disputeDeps(services, db), actor.userId, params.id, body.statement);
      return answer(db, params.id, actor.userId);
    },
  );

  router.route(
    api.withdrawDispute,
    { access: disputeCustomer, params: idParams('order id') },
    async ({ params, actor, db }) => {
      await withdrawDispute(disputeDeps(services, db), actor.userId, params.id);
      return answer(db, params.id, actor.userId);
    },
  );

  router.route(
    api.acceptRefund,
    { access: disputeProvider, params: idParams('order id') },
    async ({ params, actor, db }) => {
      await acceptRefund(disputeDeps(services, db), actor.userId, params.id);
      return answer(db, params.id, actor.userId);
    },
  );
};
