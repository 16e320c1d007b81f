import type { CheckoutLimits } from '@campus/contracts';
import type { Throttle } from '../auth';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { unavailable } from '../domain-errors';
import type { Logger } from '../logger';
import { PaymentProviderError, type IntentSnapshot, type PaymentProvider } from '../payments';
import type { PayOutProviders } from './release';

/** The long-lived services the order routes use (the composition root passes its own). */
export interface OrderServices {
  config: Config;
  log: Logger;
  payments: PaymentProvider;
  clock: Clock;
  throttle: Throttle;
  checkoutLimits: CheckoutLimits;
  payOutProviders: PayOutProviders;
}

/** What the order routes, the webhook handler and the order jobs work with. */
export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  log: Logger;
}

export const PAYMENT_INIT_FAILED = 'Could not initialize payment. Please try again later.';
export const PAYMENT_UNAVAILABLE = 'The payment service is unavailable. Please try again in a moment.';

/**
 * Runs one provider call (never inside a database transaction). A provider that cannot be reached (or
 * fails unexpectedly) is thrown as unavailable (503 `{ message: unavailableMessage }`); a refusal is thrown as it is, for the
 * caller to read.
 */
export async function callProvider<T>(
  log: Logger,
  what: string,
  call: () => Promise<T>,
  unavailableMessage = PAYMENT_UNAVAILABLE,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError && err.kind === 'refused') throw err;
    log.warn('payment provider call failed', { call: what, err: err instanceof Error ? err : String(err) });
    throw unavailable(unavailableMessage);
  }
}

export const isRefusal = (err: unknown): err is PaymentProviderError =>
  err instanceof PaymentProviderError && err.kind === 'refused';

/**
 * A mutating provider call whose refusal may only mean another caller got there first (the intent is
 * already captured or voided): the intent as the provider has it then.
 */
export async function changeIntent(
  { payments, log }: OrderDeps,
  what: string,
  call: () => Promise<IntentSnapshot>,
  intentId: string,
): Promise<IntentSnapshot> {
  try {
    return await callProvider(log, what, call);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    log.info('payment intent call refused; reading the intent', { call: what, intentId, code: err.code });
    return callProvider(log, 'retrieveIntent', () => payments.retrieveIntent(intentId));
  }
}
