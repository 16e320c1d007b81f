import type Router from '@koa/router';
import { api } from '@campus/contracts';
import { route } from '../http/route';
import type { AuthDeps } from './deps';
import { EMAIL_VERIFIED, verifyByCode, verifyByToken } from './emailVerification';

/** POST /api/verify-email ({ token } from the link) and /api/verify-email/code ({ email, code }). */
export function verificationRoutes(router: Router, { db, codeThrottle }: AuthDeps): void {
  route(router, api.verifyEmail, {}, async ({ body }) => {
    await verifyByToken(db, body.token);
    return { message: EMAIL_VERIFIED };
  });

  route(router, api.verifyEmailCode, {}, async ({ body, ctx }) => {
    await verifyByCode(db, codeThrottle, ctx.ip, body.email, body.code);
    return { message: EMAIL_VERIFIED };
  });
}
