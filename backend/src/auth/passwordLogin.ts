import type { UserRow } from '../db/schema';
import { HttpError, tooMany, unauthorized } from '../http/errors';
import { findUserByEmail } from './accounts';
import type { AuthDeps } from './deps';
import { sendVerification } from './emailVerification';
import { verifyPassword } from './passwords';

export const INVALID_LOGIN = 'Invalid email or password';
export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
export const VERIFY_FIRST =
  'Please verify your email before logging in. Check your inbox for the verification link or code.';
export const VERIFY_FIRST_RESENT =
  'Please verify your email before logging in. Your verification link had expired, so we sent you a new one.';

/**
 * E-mail and password check, throttled per address and per account (429 with Retry-After once over the
 * limit, before the password is even looked at). Unverified accounts get 403; if their link has expired
 * a new one is mailed, since only the account's owner gets this far.
 */
export async function passwordLogin(
  deps: AuthDeps,
  ip: string,
  email: string,
  password: string,
): Promise<UserRow> {
  const { db, loginThrottle, mailer, config } = deps;
  const wait = await loginThrottle.retryAfter(ip, email);
  if (wait > 0) throw tooMany(TOO_MANY_LOGINS, wait);
  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await loginThrottle.failed(ip, email);
    throw unauthorized(INVALID_LOGIN);
  }
  await loginThrottle.succeeded(email);
  if (!user.isVerified) {
    const expired = !user.verificationExpiresAt || user.verificationExpiresAt.getTime() <= Date.now();
    if (expired) await sendVerification({ db, mailer, publicOrigin: config.publicOrigin }, user);
    throw new HttpError(403, expired ? VERIFY_FIRST_RESENT : VERIFY_FIRST);
  }
  return user;
}
