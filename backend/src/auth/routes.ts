import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createAuthDeps } from './deps';
import { sessionRoutes } from './sessionRoutes';
import { signInRoutes } from './signInRoutes';
import { verificationRoutes } from './verificationRoutes';

/** Accounts and sessions: Google and e-mail sign-in, registration, e-mail verification, session calls. */
export function authRoutes(deps: AppDeps): Router {
  const auth = createAuthDeps(deps);
  const router = new Router();
  signInRoutes(router, auth);
  verificationRoutes(router, auth);
  sessionRoutes(router, auth);
  return router;
}
