import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { api, type Endpoint } from '@campus/contracts';
import { users } from '../../db/schema';
import type { RegisterRoutes } from '../../http/route';
import type { PayOutProviders } from '../../orders';
import { invalid, notFound } from '../../domain-errors';
import { refusingAsDomain } from '../provider-errors';
import { markPayoutsEnabled } from '../payouts';
import type { PaymentProvider } from '../provider';
import { SANDBOX_ONBOARDING_PATH, type SandboxProvider } from './processor';

export const NO_SUCH_PAYOUT_ACCOUNT = 'No such payout account';
export const RETURN_NOT_SAME_ORIGIN = 'The return address must be a page of this site';

/**
 * The sandbox's onboarding page, which stands for Stripe's hosted one: it is not a contracts call (the
 * browser only follows the link POST /api/payouts/onboarding gave it), so its endpoint is declared here.
 */
export const sandboxOnboarding = {
  method: 'GET',
  path: SANDBOX_ONBOARDING_PATH,
  query: z.object({ account: z.string().check(z.minLength(1)), return: z.string().check(z.minLength(1)) }),
  reply: z.object({ redirect: z.string() }),
} satisfies Endpoint;

export const isSandbox = (payments: PaymentProvider): payments is SandboxProvider =>
  payments.name === 'sandbox' && 'confirm' in payments;

/** A path of this site only: `/x`, never `//host/x`, `/\host` or a URL of another origin. */
function sameOriginPath(value: string): string {
  const base = 'http://sandbox.invalid';
  const target = value.startsWith('/') ? new URL(value, base) : null;
  if (!target || target.origin !== base || /^\/[/\\]/.test(value)) throw invalid(RETURN_NOT_SAME_ORIGIN);
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The sandbox processor's browser calls, registered only when it is the payment provider: confirming an
 * intent with a card, answering the authentication challenge, and the onboarding page. They run their
 * own transactions inside the processor (as Stripe's API would), so their webhooks go out after commit.
 */
export const sandboxRoutes: RegisterRoutes<{
  payments: PaymentProvider;
  payOutProviders: PayOutProviders;
}> = (router, { payments, payOutProviders }) => {
  if (!isSandbox(payments)) return;

  router.route(api.sandboxConfirm, { access: 'signedIn' }, ({ body }) =>
    refusingAsDomain(payments.confirm(body.clientSecret, body.card)),
  );

  router.route(api.sandboxAuthenticate, { access: 'signedIn' }, ({ body }) =>
    refusingAsDomain(payments.authenticate(body.clientSecret, body.outcome)),
  );

  router.route(sandboxOnboarding, { access: 'signedIn' }, async ({ query, actor, ctx, db }) => {
    const redirect = sameOriginPath(query.return);
    const [own] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, actor.userId), eq(users.payoutAccountId, query.account)));
    if (!own) throw notFound(NO_SUCH_PAYOUT_ACCOUNT);
    await refusingAsDomain(payments.completeOnboarding(query.account));
    // what the provider was owed while payouts were not set up is paid out now
    await payOutProviders(await markPayoutsEnabled(db, query.account));
    ctx.redirect(redirect);
    return { redirect };
  });
};
