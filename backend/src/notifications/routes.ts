import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import { listNotifications, markNotificationsRead } from './service';

/**
 * The notification centre: `GET /api/notifications` (the signed-in user's own, newest first, keyset-paged,
 * with their unread count) and `POST /api/notifications/read` (marks some, up to one, or all of their own
 * read; answers the unread count left). Nobody reads or marks another user's notifications: every query
 * is bounded by the actor's id.
 */
export const notificationRoutes: RegisterRoutes = (router) => {
  router.route(api.notifications, { access: 'signedIn' }, ({ query, actor, db }) =>
    listNotifications(db, actor.userId, query),
  );

  router.route(api.readNotifications, { access: 'signedIn', write: true }, async ({ body, actor, tx }) => ({
    unread: await markNotificationsRead(tx, actor.userId, body),
  }));
};
