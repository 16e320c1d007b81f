import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import type { PayOutProviders } from '../orders';
import type { PaymentProvider } from './provider';
import { refusingAsDomain } from './provider-errors';
import { onboardingLink, payoutStatus } from './payouts';

/**
 * GET /api/payouts and POST /api/payouts/onboarding ('Set up payouts' on the provider's profile).
 * Read routes on purpose: they call the payment provider, and a transaction held open across that
 * call would gain nothing (each write is one statement, and the account is created under an
 * idempotency key, so a retry after a failure creates no second one).
 */
export const payoutRoutes: RegisterRoutes<{
  payments: PaymentProvider;
  config: Config;
  payOutProviders: PayOutProviders;
}> = (router, { payments, config, payOutProviders }) => {
  router.route(api.payoutStatus, { access: 'signedIn' }, ({ actor, db }) =>
    refusingAsDomain(payoutStatus(db, payments, actor.userId, payOutProviders)),
  );

  router.route(api.payoutOnboarding, { access: 'signedIn' }, async ({ actor, db }) => ({
    url: await refusingAsDomain(onboardingLink(db, payments, actor.userId, config.publicOrigin)),
  }));
};
