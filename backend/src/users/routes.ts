import Router from '@koa/router';
import { api } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { idParams } from '../http/params';
import { route } from '../http/route';
import { presentPublicUser } from './presenter';
import { findPublicUser } from './service';

export function userRoutes({ db }: AppDeps): Router {
  const router = new Router();

  route(router, api.user, { params: idParams('user id') }, async ({ params }) => {
    const row = await findPublicUser(db, params.id);
    if (!row) throw notFound('User not found');
    return presentPublicUser(row);
  });

  return router;
}
