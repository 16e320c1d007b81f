import type { RegisterRoutes } from '../http/route';
import type { AuthServices } from './deps';
import { sessionRoutes } from './sessionRoutes';
import { signInRoutes } from './signInRoutes';
import { verificationRoutes } from './verificationRoutes';

/** Accounts and sessions: Google and e-mail sign-in, registration, e-mail verification, session calls. */
export const authRoutes: RegisterRoutes<AuthServices> = (router, services) => {
  signInRoutes(router, services);
  verificationRoutes(router, services);
  sessionRoutes(router, services);
};
