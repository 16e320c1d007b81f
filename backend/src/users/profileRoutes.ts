import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import { policy } from '../http/access';
import { idParams } from '../http/params';
import { presentCurrentUser } from './currentUser';
import { updateOwnProfile } from './profileService';

export const NOT_YOUR_PROFILE = 'You can only update your own profile';

/** Only the profile's own user may complete it. */
const profileOwner = policy<{ id: number }>({
  name: 'profile owner',
  denied: NOT_YOUR_PROFILE,
  allows: ({ actor, params }) => actor.userId === params.id,
});

/** The signed-in user's own profile writes: PUT /api/profile and PATCH /api/users/:id (completion). */
export const profileRoutes: RegisterRoutes<{ config: Config }> = (router, { config }) => {
  router.route(api.updateProfile, { access: 'signedIn', write: true }, async ({ body, actor, tx }) =>
    presentCurrentUser(await updateOwnProfile(tx, actor.userId, body), config.operatorEmails),
  );

  router.route(
    api.completeProfile,
    { access: profileOwner, params: idParams('user id'), write: true },
    async ({ body, actor, tx }) => {
      const { isProfileComplete: _complete, ...fields } = body;
      return presentCurrentUser(
        await updateOwnProfile(tx, actor.userId, fields, true),
        config.operatorEmails,
      );
    },
  );
};
