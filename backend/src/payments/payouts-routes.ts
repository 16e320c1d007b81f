import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { asHttp } from './http-errors';
import { onboardingLink, payoutStatus } from './payouts';

/**
 * GET /api/payouts and POST /api/payouts/onboarding ('Set up payouts' on the provider's profile).
 * Read routes on purpose: they call the payment provider, and a transaction held open across that
 * call would gain nothing (each write is one statement, and the account is created under an
 * idempotency key, so a retry after a failure creates no second one).
 */
export const payoutRoutes: RegisterRoutes = (router, { payments, config, payOutProviders }) => {
  router.route(api.payoutStatus, { access: 'signedIn' }, ({ actor, db }) =>
    asHttp(payoutStatus(db, payments, actor.userId, payOutProviders)),
  );

  router.route(api.payoutOnboarding, { access: 'signedIn' }, async ({ actor, db }) => ({
    url: await asHttp(onboardingLink(db, payments, actor.userId, config.publicOrigin)),
  }));
};
