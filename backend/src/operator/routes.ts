import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import {
  loadDisputedOrders,
  loadOrderDetail,
  presentOrderDetail,
  viewerRoleOf,
  disputeDeps,
  type DisputeServices,
  decideDispute,
  ORDER_NOT_FOUND,
} from '../orders';
import { isPartyOf, operatorPolicy } from './policies';

/**
 * The operators' routes (OPERATOR_EMAILS): the open disputes, each with both statements and its
 * events, and their decision. Refused to everyone else (403; 401 signed out).
 */
export const operatorRoutes: RegisterRoutes<{ config: Config } & DisputeServices> = (router, services) => {
  const operator = operatorPolicy(services.config.operatorEmails);

  router.route(api.operatorDisputes, { access: operator }, async ({ actor, db }) => {
    const now = disputeDeps(services, db).now();
    // no judge in their own case: an operator's own orders (as customer or provider) are not on their desk
    const desk = (await loadDisputedOrders(db)).filter((source) => !isPartyOf(source.order, actor.userId));
    return desk.map((source) =>
      presentOrderDetail(
        source,
        { userId: actor.userId, role: viewerRoleOf(source.order, actor.userId) },
        now,
      ),
    );
  });

  router.route(
    api.decideDispute,
    { access: operator, params: idParams('order id') },
    async ({ params, body, actor, db }) => {
      const deps = disputeDeps(services, db);
      await decideDispute(deps, actor.userId, params.id, body);
      const source = await loadOrderDetail(db, params.id);
      if (!source) throw notFound(ORDER_NOT_FOUND);
      return presentOrderDetail(source, { userId: actor.userId, role: 'operator' }, deps.now());
    },
  );
};
