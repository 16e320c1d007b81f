import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { unreadCount } from './service';

/** Messaging calls. The conversation screens come with the messaging feature; the navbar badge needs this now. */
export const messageRoutes: RegisterRoutes = (router) => {
  router.route(api.unreadCount, { access: 'signedIn' }, async ({ actor, db }) => ({
    count: await unreadCount(db, actor.userId),
  }));
};
