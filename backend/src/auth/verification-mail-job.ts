import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { MAIL_RETRIES } from '../mail/retries';
import { isGivenUp } from './accounts';
import { sendVerification } from './emailVerification';

/**
 * The verification mail of a registration whose first send failed (the mail server down): the account
 * stays, and this job sends a fresh link and code once the mail server is back (MAIL_RETRIES). Only the
 * user's id is queued: the token and code are made when the mail goes out, so none waits in plain text.
 */
export const VERIFICATION_MAIL_JOB = 'verification-mail';

export interface VerificationMailJob {
  userId: number;
}

export interface VerificationMailDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
}

/** Sends the mail unless the account is gone, verified or given up; a failed send throws (retried). */
export async function mailVerificationLater(
  deps: VerificationMailDeps,
  { userId }: VerificationMailJob,
): Promise<'sent' | 'not needed'> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.isVerified || isGivenUp(user)) return 'not needed';
  await sendVerification(deps, user);
  return 'sent';
}

/** Declares the job (services.ts). */
export function defineVerificationMailJobs(jobs: JobRunner, deps: VerificationMailDeps, log: Logger): void {
  jobs.define<VerificationMailJob>(
    VERIFICATION_MAIL_JOB,
    async (data) => {
      const outcome = await mailVerificationLater(deps, data);
      log.info('verification mail sent later', { userId: data.userId, outcome });
    },
    MAIL_RETRIES,
  );
}
