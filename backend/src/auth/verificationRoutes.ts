import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { AuthServices } from './deps';
import { EMAIL_VERIFIED, RESENT, resendVerification, verifyByCode, verifyByToken } from './emailVerification';

/**
 * POST /api/verify-email ({ token } from the link), /api/verify-email/code ({ email, code }) and
 * /api/verify-email/resend ({ email }: a fresh link and code, with the same answer whoever asks).
 */
export const verificationRoutes: RegisterRoutes<AuthServices> = (router, services) => {
  router.route(api.verifyEmail, { access: 'public' }, async ({ body, db }) => {
    await verifyByToken(db, body.token);
    return { message: EMAIL_VERIFIED };
  });

  router.route(api.verifyEmailCode, { access: 'public' }, async ({ body, ctx, db }) => {
    await verifyByCode(db, services.throttle, ctx.ip, body.email, body.code);
    return { message: EMAIL_VERIFIED };
  });

  router.route(api.resendVerification, { access: 'public' }, async ({ body, ctx, db }) => {
    await resendVerification({ ...services, db }, ctx.ip, body.email);
    return { message: RESENT };
  });
};
