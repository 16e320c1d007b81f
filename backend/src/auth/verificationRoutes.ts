import type Router from '@koa/router';
import { api } from '@campus/contracts';
import { route } from '../http/route';
import type { AuthDeps } from './deps';
import { EMAIL_VERIFIED, RESENT, resendVerification, verifyByCode, verifyByToken } from './emailVerification';

/**
 * POST /api/verify-email ({ token } from the link), /api/verify-email/code ({ email, code }) and
 * /api/verify-email/resend ({ email }: a fresh link and code, with the same answer whoever asks).
 */
export function verificationRoutes(router: Router, deps: AuthDeps): void {
  const { db, throttle } = deps;
  route(router, api.verifyEmail, {}, async ({ body }) => {
    await verifyByToken(db, body.token);
    return { message: EMAIL_VERIFIED };
  });

  route(router, api.verifyEmailCode, {}, async ({ body, ctx }) => {
    await verifyByCode(db, throttle, ctx.ip, body.email, body.code);
    return { message: EMAIL_VERIFIED };
  });

  route(router, api.resendVerification, {}, async ({ body, ctx }) => {
    await resendVerification(deps, ctx.ip, body.email);
    return { message: RESENT };
  });
}
