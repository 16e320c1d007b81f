import type Router from '@koa/router';
import { api } from '@campus/contracts';
import { route } from '../http/route';
import { startUserSession } from '../sessions/signIn';
import { presentCurrentUser } from '../users/currentUser';
import type { AuthDeps } from './deps';
import { googleSignIn } from './googleSignIn';
import { passwordLogin } from './passwordLogin';
import { register, REGISTERED } from './registration';

/** POST /api/auth/google, /api/login (both start a session under a new id) and /api/register. */
export function signInRoutes(router: Router, deps: AuthDeps): void {
  route(router, api.googleSignIn, {}, async ({ body, ctx }) => {
    const user = await googleSignIn(deps, body.token);
    await startUserSession(ctx, user.id);
    return { user: presentCurrentUser(user) };
  });

  route(router, api.login, {}, async ({ body, ctx }) => {
    const user = await passwordLogin(deps, ctx.ip, body.email, body.password);
    await startUserSession(ctx, user.id);
    return presentCurrentUser(user);
  });

  route(router, api.register, {}, async ({ body, ctx }) => {
    await register(deps, ctx.ip, body);
    ctx.status = 201;
    return { message: REGISTERED };
  });
}
