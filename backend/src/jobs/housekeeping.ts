import { purgeUnverifiedAccounts } from '../auth/accounts';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { purgeExpiredSessions } from '../sessions/store';
import type { JobRunner } from './runner';

export const SESSION_PURGE_JOB = 'sessions-purge';
export const UNVERIFIED_PURGE_JOB = 'accounts-purge-unverified';

/** Hourly purges of expired sessions and of unverified accounts past 48 hours. */
export function defineHousekeepingJobs(jobs: JobRunner, db: Db, log: Logger): void {
  jobs.define(SESSION_PURGE_JOB, async () => {
    const n = await purgeExpiredSessions(db);
    if (n) log.debug('expired sessions purged', { sessions: n });
  });
  jobs.every(SESSION_PURGE_JOB, '7 * * * *');
  jobs.define(UNVERIFIED_PURGE_JOB, async () => {
    const n = await purgeUnverifiedAccounts(db);
    if (n) log.info('unverified accounts purged', { accounts: n });
  });
  jobs.every(UNVERIFIED_PURGE_JOB, '37 * * * *');
}
