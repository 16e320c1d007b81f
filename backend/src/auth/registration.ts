import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { conflict, rateLimited, unavailable } from '../domain-errors';
import { createAccount, EMAIL_TAKEN, findUserByEmail, purgeUnverifiedAccounts } from './accounts';
import type { AuthDeps } from './deps';
import { sendVerification } from './emailVerification';
import { hashPassword } from './passwords';
import { VERIFICATION_MAIL_JOB, type VerificationMailJob } from './verification-mail-job';
import { throttleKeys } from './throttle';
import { universityFromEmail } from '../users';

export const REGISTERED = 'Registration successful! Please check your email to verify your account.';
export const MAIL_FAILED = 'We could not send the verification email. Please try again later.';
export const TOO_MANY_SIGNUPS = 'Too many sign-ups from your network. Please try again later.';

export interface Registration {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Creates an unverified e-mail account (.edu already checked by the contract) and mails its link and
 * code; throttled per address (THROTTLE_RULES.registerAddress). An unverified account older than 48 hours
 * no longer holds the address: it is deleted and the new registration takes its place. If the mail cannot
 * be sent it is queued (verification-mail-job.ts) and sent once the mail server is back; only when it cannot
 * even be queued is the account removed again (503), so the address can register later.
 */
export async function register(deps: AuthDeps, ip: string, input: Registration): Promise<void> {
  const { db, mailer, config, log, throttle } = deps;
  const attempt = await throttle.attempt(throttleKeys.register(ip));
  if (attempt.retryAfter > 0) throw rateLimited(TOO_MANY_SIGNUPS, attempt.retryAfter);
  await purgeUnverifiedAccounts(db, new Date(), input.email);
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const user = await createAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    university: universityFromEmail(input.email),
    isVerified: false,
    authProvider: 'email',
  });
  try {
    await sendVerification({ db, mailer, publicOrigin: config.publicOrigin }, user);
  } catch (err) {
    log.warn('verification mail not sent; it is tried again later', {
      to: user.email,
      err: err instanceof Error ? err : String(err),
    });
    if (!isPermanentRefusal(err) && (await queueVerificationMail(deps, user.id))) return;
    await db.delete(users).where(eq(users.id, user.id));
    throw unavailable(MAIL_FAILED);
  }
}

/** The mail server refused the message for good (an SMTP 5xx, e.g. an unknown recipient): retrying cannot help. */
function isPermanentRefusal(err: unknown): boolean {
  const code =
    typeof err === 'object' && err !== null && 'responseCode' in err ? err.responseCode : undefined;
  return typeof code === 'number' && code >= 500;
}

/** Queues the mail for the job runner; false when the job table cannot take it (the runner never started). */
async function queueVerificationMail({ jobs, log }: AuthDeps, userId: number): Promise<boolean> {
  try {
    return (await jobs.send<VerificationMailJob>(VERIFICATION_MAIL_JOB, { userId })) !== null;
  } catch (err) {
    log.error('verification mail could not be queued', { userId, err: String(err) });
    return false;
  }
}
