import type { Logger } from '../logger';
import type { JobRunner } from './runner';

export const SESSION_PURGE_JOB = 'sessions-purge';
export const UNVERIFIED_PURGE_JOB = 'accounts-purge-unverified';

/** What the purges remove, each returning how many rows went (the composition root passes them in). */
export interface HousekeepingPurges {
  expiredSessions(): Promise<number>;
  /** Unverified accounts past 48 hours. */
  unverifiedAccounts(): Promise<number>;
}

/** Hourly purges of expired sessions and of unverified accounts past 48 hours. */
export function defineHousekeepingJobs(jobs: JobRunner, purges: HousekeepingPurges, log: Logger): void {
  jobs.define(SESSION_PURGE_JOB, async () => {
    const n = await purges.expiredSessions();
    if (n) log.debug('expired sessions purged', { sessions: n });
  });
  jobs.every(SESSION_PURGE_JOB, '7 * * * *');
  jobs.define(UNVERIFIED_PURGE_JOB, async () => {
    const n = await purges.unverifiedAccounts();
    if (n) log.info('unverified accounts purged', { accounts: n });
  });
  jobs.every(UNVERIFIED_PURGE_JOB, '37 * * * *');
}
