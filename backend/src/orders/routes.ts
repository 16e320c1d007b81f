import { api } from '@campus/contracts';
import type { Db } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { OrderServices, OrderDeps } from './deps';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { book, purchaseOf } from './booking';
import { byOrder, loadExtraTime, loadOrderDetail } from './detail';
import { presentOrderDetail, viewerRoleOf } from './detail-presenter';
import { disputeDeps } from './dispute-routes';
import { cancelOrder, capturePayment, completePayment } from './payment';
import { orderCustomer, orderViewer } from './policies';
import { presentOrder, presentOrderListItem } from './presenter';
import { ORDER_NOT_FOUND } from './process';
import { rawBody, rawBodyOf } from './raw-body';
import { findOrder, listOrdersOf, wasAuthorised } from './service';
import { handlePaymentWebhook } from './webhook';

/**
 * Orders and their payment. The payment calls are read routes (no transaction handed in): each calls
 * the payment provider between short transactions of its own (takeTransition), never holding one open
 * across a provider call.
 */
export const orderRoutes: RegisterRoutes<OrderServices> = (router, services) => {
  const deps = (db: Db): OrderDeps => ({ db, payments: services.payments, log: services.log });

  // My Orders: each order with its refunded amount and extra time (one more query for all of them)
  router.route(api.orders, { access: 'signedIn' }, async ({ actor, db }) => {
    const rows = await listOrdersOf(db, actor.userId);
    const extraTimeOf = byOrder(
      await loadExtraTime(
        db,
        rows.map((r) => r.order.id),
      ),
    );
    return rows.map((r) => presentOrderListItem(r.order, r, actor.userId, extraTimeOf(r.order.id)));
  });

  router.route(
    api.order,
    { access: orderViewer(services.config.operatorEmails), params: idParams('order id') },
    async ({ params, actor, db }) => {
      const source = await loadOrderDetail(db, params.id);
      if (!source) throw notFound(ORDER_NOT_FOUND);
      const viewer = { userId: actor.userId, role: viewerRoleOf(source.order, actor.userId) };
      // a booking never authorised is not an order for its provider (issue 19, item 8)
      if (viewer.role === 'provider' && !wasAuthorised(source.order)) throw notFound(ORDER_NOT_FOUND);
      return presentOrderDetail(source, viewer, disputeDeps(services, db).now());
    },
  );

  // a gig to book or an item to buy (the contract takes exactly one), and the note to its provider or seller
  router.route(api.createPaymentIntent, { access: 'signedIn' }, async ({ body, actor, db }) => ({
    clientSecret: await book(
      deps(db),
      actor.userId,
      purchaseOf(body),
      {
        limits: services.checkoutLimits,
        throttle: services.throttle,
        authorisationMarginMs: services.config.authorisationMarginMs,
      },
      services.clock.now(),
      body.note,
    ),
  }));

  router.route(api.paymentComplete, { access: 'signedIn' }, ({ body, actor, db }) =>
    completePayment(deps(db), actor.userId, body.paymentIntentId, services.clock.now()),
  );

  router.route(api.capturePayment, { access: 'signedIn' }, ({ body, actor, db }) =>
    capturePayment(deps(db), actor.userId, body, services.clock.now()),
  );

  router.route(
    api.cancelOrder,
    { access: orderCustomer, params: idParams('order id') },
    async ({ params, actor, db }) => {
      await cancelOrder(deps(db), actor.userId, params.id, services.clock.now());
      const row = await findOrder(db, params.id);
      if (!row) throw notFound(ORDER_NOT_FOUND);
      return presentOrder(row.order, row, actor.userId);
    },
  );

  router.route(api.paymentWebhook, { access: 'public', readBody: rawBody() }, async ({ ctx, db }) => {
    await handlePaymentWebhook(
      { ...deps(db), payOutProviders: services.payOutProviders },
      rawBodyOf(ctx.state),
      ctx.get('stripe-signature') || undefined,
    );
    return { received: true as const };
  });
};
