import type { UserRow } from '../db/schema';
import { forbidden, rateLimited, unauthenticated } from '../domain-errors';
import { findUserByEmail, isGivenUp } from './accounts';
import type { AuthDeps } from './deps';
import { sendVerification } from './emailVerification';
import { verifyPassword } from './passwords';
import { loginAccountAddressKey, throttleKeys } from './throttle';

export const INVALID_LOGIN = 'Invalid email or password';
export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
export const VERIFY_FIRST =
  'Please verify your email before logging in. Check your inbox for the verification link or code.';
export const VERIFY_FIRST_RESENT =
  'Please verify your email before logging in. Your verification link had expired, so we sent you a new one.';

/**
 * E-mail and password check, throttled per account and address, per address and per account (429 with
 * Retry-After once over a limit, before the password is even looked at; see THROTTLE_RULES). The attempt
 * is counted before the check, so concurrent guesses cannot outrun the limit; the right password takes
 * its count back and clears this address's count for the account. Unknown accounts are checked against
 * a dummy hash, so the reply takes as long either way. Unverified accounts get 403; if their link has
 * expired a new one is mailed, since only the account's owner gets this far.
 */
export async function passwordLogin(
  deps: AuthDeps,
  ip: string,
  email: string,
  password: string,
): Promise<UserRow> {
  const { db, throttle, mailer, config } = deps;
  const keys = throttleKeys.login(ip, email);
  const attempt = await throttle.attempt(keys);
  if (attempt.retryAfter > 0) throw rateLimited(TOO_MANY_LOGINS, attempt.retryAfter);
  const found = await findUserByEmail(db, email);
  const user = found && !isGivenUp(found) ? found : undefined;
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) throw unauthenticated(INVALID_LOGIN); // the attempt stays counted
  await attempt.refund();
  await throttle.reset([loginAccountAddressKey(ip, email)]);
  if (!user.isVerified) {
    const expired = !user.verificationExpiresAt || user.verificationExpiresAt.getTime() <= Date.now();
    if (expired) await sendVerification({ db, mailer, publicOrigin: config.publicOrigin }, user);
    throw forbidden(expired ? VERIFY_FIRST_RESENT : VERIFY_FIRST);
  }
  return user;
}
