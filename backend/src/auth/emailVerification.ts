import { and, eq, gt } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { badRequest, tooMany } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { verificationEmail, verificationLink } from '../mail/verificationEmail';
import type { Throttle } from './throttle';
import { digest, newVerification } from './verificationCodes';

export const EMAIL_VERIFIED = 'Email verified successfully. You can now log in.';
export const INVALID_TOKEN = 'Invalid or expired verification token';
export const INVALID_CODE = 'Invalid or expired verification code';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

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

/** POST /api/verify-email: one atomic update; the token works once and for 24 hours. */
export async function verifyByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .update(users)
    .set(verifiedNow)
    .where(and(eq(users.verificationToken, digest(token)), gt(users.verificationExpiresAt, new Date())))
    .returning({ id: users.id });
  if (!row) throw badRequest(INVALID_TOKEN);
}

/** POST /api/verify-email/code: the 6-digit code with its e-mail; wrong guesses are throttled like logins. */
export async function verifyByCode(
  db: Db,
  throttle: Throttle,
  ip: string,
  email: string,
  code: string,
): Promise<void> {
  const wait = await throttle.retryAfter(ip, email);
  if (wait > 0) throw tooMany(TOO_MANY_ATTEMPTS, wait);
  const [row] = await db
    .update(users)
    .set(verifiedNow)
    .where(
      and(
        eq(users.email, email),
        eq(users.isVerified, false),
        eq(users.verificationCode, digest(code)),
        gt(users.verificationExpiresAt, new Date()),
      ),
    )
    .returning({ id: users.id });
  if (!row) {
    await throttle.failed(ip, email);
    throw badRequest(INVALID_CODE);
  }
  await throttle.succeeded(email);
}
