import Router from '@koa/router';
import { api } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { idParams } from '../http/params';
import { route } from '../http/route';
import { currentUserId, requireUser } from '../sessions/requireUser';
import { presentCurrentUser } from './currentUser';
import { updateOwnProfile } from './profileService';

export const NOT_YOUR_PROFILE = 'You can only update your own profile';

/** The signed-in user's own profile writes: PUT /api/profile and PATCH /api/users/:id (completion). */
export function profileRoutes({ db }: AppDeps): Router {
  const router = new Router();

  route(router, api.updateProfile, { before: [requireUser] }, async ({ body, ctx }) =>
    presentCurrentUser(await updateOwnProfile(db, currentUserId(ctx), body)),
  );

  route(
    router,
    api.completeProfile,
    { params: idParams('user id'), before: [requireUser] },
    async ({ params, body, ctx }) => {
      const userId = currentUserId(ctx);
      if (params.id !== userId) throw forbidden(NOT_YOUR_PROFILE);
      const { isProfileComplete: _complete, ...fields } = body;
      return presentCurrentUser(await updateOwnProfile(db, userId, fields, true));
    },
  );

  return router;
}
