import Router from '@koa/router';
import { api } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { currentUserId, requireUser } from '../sessions/requireUser';
import { unreadCount } from './service';

/** Messaging calls. The conversation screens come with the messaging feature; the navbar badge needs this now. */
export function messageRoutes({ db }: AppDeps): Router {
  const router = new Router();
  route(router, api.unreadCount, { before: [requireUser] }, async ({ ctx }) => ({
    count: await unreadCount(db, currentUserId(ctx)),
  }));
  return router;
}
