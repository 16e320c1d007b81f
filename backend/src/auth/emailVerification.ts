import { and, eq, gt } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { invalid, rateLimited } from '../domain-errors';
import type { Mailer } from '../mail/mailer';
import { verificationEmail, verificationLink } from '../mail/verificationEmail';
import { findUserByEmail, isGivenUp, unverifiedCutoff } from './accounts';
import type { AuthDeps } from './deps';
import { throttleKeys, type Throttle } from './throttle';
import { digest, newVerification } from './verificationCodes';

export const EMAIL_VERIFIED = 'Email verified successfully. You can now log in.';
export const INVALID_TOKEN = 'Invalid or expired verification token';
export const INVALID_CODE = 'Invalid or expired verification code';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const RESENT =
  'If this address has an account waiting for verification, we sent it a new link and 6-digit code.';

const verifiedNow = {
  isVerified: true,
  verificationToken: null,
  verificationCode: null,
  verificationExpiresAt: null,
};

/** Gives the user a fresh link token and code (replacing any earlier ones) and mails them. */
export async function sendVerification(
  { db, mailer, publicOrigin }: { db: Db; mailer: Mailer; publicOrigin: string },
  user: { id: number; email: string; firstName: string | null },
): Promise<void> {
  const v = newVerification();
  await db
    .update(users)
    .set({
      verificationToken: digest(v.token),
      verificationCode: digest(v.code),
      verificationExpiresAt: v.expiresAt,
    })
    .where(eq(users.id, user.id));
  // links always point at PUBLIC_ORIGIN, never at a Host header a stranger could have chosen
  await mailer.send(
    verificationEmail({
      to: user.email,
      firstName: user.firstName,
      link: verificationLink(publicOrigin, v.token),
      code: v.code,
    }),
  );
}

/**
 * POST /api/verify-email: one atomic update; the token works once, for 24 hours, and not on an account
 * that was given up (unverified for 48 hours).
 */
export async function verifyByToken(db: Db, token: string): Promise<void> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set(verifiedNow)
    .where(
      and(
        eq(users.verificationToken, digest(token)),
        gt(users.verificationExpiresAt, now),
        gt(users.createdAt, unverifiedCutoff(now)),
      ),
    )
    .returning({ id: users.id });
  if (!row) throw invalid(INVALID_TOKEN);
}

/**
 * POST /api/verify-email/code: the 6-digit code with its e-mail. Every attempt is counted (per e-mail and
 * per address) before the code is compared, so a burst gets at most the limit compared; the right code
 * takes its count back.
 */
export async function verifyByCode(
  db: Db,
  throttle: Throttle,
  ip: string,
  email: string,
  code: string,
): Promise<void> {
  const attempt = await throttle.attempt(throttleKeys.verifyCode(ip, email));
  if (attempt.retryAfter > 0) throw rateLimited(TOO_MANY_ATTEMPTS, attempt.retryAfter);
  const now = new Date();
  const [row] = await db
    .update(users)
    .set(verifiedNow)
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(users.isVerified, false),
        eq(users.verificationCode, digest(code)),
        gt(users.verificationExpiresAt, now),
        gt(users.createdAt, unverifiedCutoff(now)),
      ),
    )
    .returning({ id: users.id });
  if (!row) throw invalid(INVALID_CODE);
  await attempt.refund();
}

/**
 * POST /api/verify-email/resend: a fresh link and code for an account still waiting for verification
 * (throttled per e-mail and per address). The caller always gets RESENT, and the mail goes out after the
 * reply, so neither the answer nor its timing tells whether such an account exists.
 */
export async function resendVerification(deps: AuthDeps, ip: string, email: string): Promise<void> {
  const { db, mailer, config, log, throttle } = deps;
  const attempt = await throttle.attempt(throttleKeys.resend(ip, email));
  if (attempt.retryAfter > 0) throw rateLimited(TOO_MANY_ATTEMPTS, attempt.retryAfter);
  const user = await findUserByEmail(db, email);
  if (!user || user.isVerified || isGivenUp(user)) return;
  void sendVerification({ db, mailer, publicOrigin: config.publicOrigin }, user).catch((err: unknown) =>
    log.error('verification mail failed', { to: user.email, err: err instanceof Error ? err : String(err) }),
  );
}
