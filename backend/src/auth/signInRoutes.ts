import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { AuthServices } from './deps';
import { startUserSession } from '../sessions/signIn';
import { presentCurrentUser } from '../users';
import { googleSignIn } from './googleSignIn';
import { passwordLogin } from './passwordLogin';
import { register, REGISTERED } from './registration';

/** POST /api/auth/google, /api/login (both start a session under a new id) and /api/register. */
export const signInRoutes: RegisterRoutes<AuthServices> = (router, services) => {
  router.route(api.googleSignIn, { access: 'public' }, async ({ body, ctx, db }) => {
    const user = await googleSignIn({ ...services, db }, body.token);
    await startUserSession(ctx, user.id);
    return { user: presentCurrentUser(user, services.config.operatorEmails) };
  });

  router.route(api.login, { access: 'public' }, async ({ body, ctx, db }) => {
    const user = await passwordLogin({ ...services, db }, ctx.ip, body.email, body.password);
    await startUserSession(ctx, user.id);
    return presentCurrentUser(user, services.config.operatorEmails);
  });

  router.route(api.register, { access: 'public' }, async ({ body, ctx, db }) => {
    await register({ ...services, db }, ctx.ip, body);
    ctx.status = 201;
    return { message: REGISTERED };
  });
};
