import type { Db } from '../db/types';
import type { Services } from '../services';

/**
 * What the account commands use: the services and the request's database handle. They run outside
 * a request transaction on purpose: a refused sign-in or code must leave its trace (attempt counters,
 * a refreshed code) even though the request fails.
 */
export type AuthDeps = Services & { db: Db };
