import type { JobRunner } from '../jobs/runner';
import type { UploadService } from './service';

export const UPLOAD_SWEEP_JOB = 'uploads-sweep';
/** Hourly, at minute 23 (UTC). */
export const UPLOAD_SWEEP_CRON = '23 * * * *';

/** The hourly sweep of uploads nobody references (see UploadService.sweep). */
export function defineUploadJobs(jobs: JobRunner, uploads: UploadService): void {
  jobs.define(UPLOAD_SWEEP_JOB, async () => {
    await uploads.sweep();
  });
  jobs.every(UPLOAD_SWEEP_JOB, UPLOAD_SWEEP_CRON);
}
