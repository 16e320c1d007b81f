import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments';
import type { Clock } from './clock';
import { runTimedOrderJobs } from '../orders';

/**
 * POST /api/test/clock, registered only with NODE_ENV=test (a 404 otherwise, like any unknown path):
 * moves this instance's clock forward, then runs the timed order work that became due (authorisation
 * expiry, auto-release and its payouts) at once with the moved clock, so a journey sees its effect.
 */
export const testClockRoutes: RegisterRoutes<{
  config: Config;
  clock: Clock;
  payments: PaymentProvider;
  log: Logger;
}> = (router, services) => {
  if (services.config.env !== 'test') return;
  const { clock, payments, log, config } = services;
  router.route(api.testClock, { access: 'public' }, async ({ body, db }) => {
    const now = clock.advance(body.advanceMs);
    await runTimedOrderJobs({ db, payments, log, authorisationMarginMs: config.authorisationMarginMs }, now);
    return { now: now.toISOString() };
  });
};
