import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import { notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { presentPublicUser } from './presenter';
import { findPublicUser } from './service';

export const userRoutes: RegisterRoutes = (router) => {
  router.route(api.user, { access: 'public', params: idParams('user id') }, async ({ params, db }) => {
    const row = await findPublicUser(db, params.id);
    if (!row) throw notFound('User not found');
    return presentPublicUser(row);
  });
};
