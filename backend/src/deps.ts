import type { ApiRouter } from './http/route';
import type { Services } from './services';

/**
 * What a domain's routes are registered with: the API router and the long-lived services. No
 * database handle: handlers get theirs (the database, or for writes only the transaction) as input.
 */
export type RegisterRoutes = (router: ApiRouter, services: Services) => void;
