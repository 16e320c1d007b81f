import type { Config } from '../config';
import type { Db } from '../db/types';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { GoogleVerifier } from './google';
import type { Throttle } from './throttle';

/** The long-lived services the account commands and routes use (the composition root passes its own). */
export interface AuthServices {
  config: Config;
  log: Logger;
  mailer: Mailer;
  jobs: JobRunner;
  throttle: Throttle;
  /** null when Google sign-in is off. */
  google: GoogleVerifier | null;
}

/**
 * What the account commands use: the services and the request's database handle. They run outside
 * a request transaction on purpose: a refused sign-in or code must leave its trace (attempt counters,
 * a refreshed code) even though the request fails.
 */
export type AuthDeps = AuthServices & { db: Db };
