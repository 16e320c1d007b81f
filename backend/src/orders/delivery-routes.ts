import { api } from '@campus/contracts';
import type { Db } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { OrderServices } from './deps';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { declineOrder, deliverOrder } from './delivery';
import { orderProvider } from './policies';
import { presentOrder } from './presenter';
import { ORDER_NOT_FOUND } from './process';
import { findOrder } from './service';

/**
 * The provider's side of a held order before delivery: mark it delivered (the escrow clock starts) or
 * decline it (refunded in full). Read routes: decline calls the payment provider between the short
 * transactions of its command, never holding one open across the call.
 */
export const deliveryRoutes: RegisterRoutes<OrderServices> = (router, services) => {
  const answer = async (db: Db, orderId: number, viewerId: number) => {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return presentOrder(row.order, row, viewerId);
  };

  router.route(
    api.deliverOrder,
    { access: orderProvider, params: idParams('order id') },
    async ({ params, actor, db }) => {
      await deliverOrder(db, actor.userId, params.id, services.clock.now());
      return answer(db, params.id, actor.userId);
    },
  );

  router.route(
    api.declineOrder,
    { access: orderProvider, params: idParams('order id') },
    async ({ params, actor, db }) => {
      await declineOrder(
        { db, payments: services.payments, log: services.log },
        actor.userId,
        params.id,
        services.clock.now(),
      );
      return answer(db, params.id, actor.userId);
    },
  );
};
