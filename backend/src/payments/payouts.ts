import { and, eq, isNull } from 'drizzle-orm';
import type { PayoutStatus } from '@campus/contracts';
import { users } from '../db/schema';
import type { Db, DbOrTx } from '../db/types';
import { notFound } from '../domain-errors';
import type { PaymentProvider } from './provider';

/** A provider's payout account: created once, onboarded through the payment provider's page. */

export const PAYOUTS_RETURN_PATH = '/profile?payouts=return';
export const PAYOUTS_REFRESH_PATH = '/profile?payouts=refresh';
export const payoutAccountKey = (userId: number) => `payout-account:${userId}`;

async function payoutRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, accountId: users.payoutAccountId, enabled: users.payoutsEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * Records that an account finished onboarding (the sandbox's page, or the provider asked again): the
 * users it enabled just now (none when it was already recorded), whose payable orders can be paid out.
 */
export async function markPayoutsEnabled(db: DbOrTx, accountId: string): Promise<number[]> {
  const enabled = await db
    .update(users)
    .set({ payoutsEnabled: true })
    .where(and(eq(users.payoutAccountId, accountId), eq(users.payoutsEnabled, false)))
    .returning({ id: users.id });
  return enabled.map((u) => u.id);
}

/** Told of the users whose payouts were just enabled (services.payOutProviders pays what they are owed). */
export type OnPayoutsEnabled = (userIds: number[]) => Promise<void>;

/**
 * The user's payout state; while their account is not enabled yet the provider is asked again (the
 * student may come back from onboarding before its webhook arrived).
 */
export async function payoutStatus(
  db: Db,
  payments: PaymentProvider,
  userId: number,
  onEnabled?: OnPayoutsEnabled,
): Promise<PayoutStatus> {
  const row = await payoutRow(db, userId);
  if (!row.accountId) return { payoutsEnabled: false, accountCreated: false };
  if (row.enabled) return { payoutsEnabled: true, accountCreated: true };
  const account = await payments.retrievePayoutAccount(row.accountId);
  if (account.payoutsEnabled) await onEnabled?.(await markPayoutsEnabled(db, row.accountId));
  return { payoutsEnabled: account.payoutsEnabled, accountCreated: true };
}

/**
 * The onboarding page's address for the user, creating their payout account first if they have none
 * (once: the provider call carries the user's idempotency key, and only an empty column is filled).
 */
export async function onboardingLink(
  db: Db,
  payments: PaymentProvider,
  userId: number,
  publicOrigin: string,
): Promise<string> {
  const row = await payoutRow(db, userId);
  let accountId = row.accountId;
  if (!accountId) {
    const account = await payments.createPayoutAccount({
      email: row.email,
      userId,
      idempotencyKey: payoutAccountKey(userId),
    });
    await db
      .update(users)
      .set({ payoutAccountId: account.id })
      .where(and(eq(users.id, userId), isNull(users.payoutAccountId)));
    accountId = (await payoutRow(db, userId)).accountId ?? account.id;
  }
  return payments.createOnboardingLink({
    accountId,
    returnUrl: `${publicOrigin}${PAYOUTS_RETURN_PATH}`,
    refreshUrl: `${publicOrigin}${PAYOUTS_REFRESH_PATH}`,
  });
}
