import { conflict, invalid, notFound, unavailable } from '../domain-errors';
import { PaymentProviderError } from './provider';

export const PAYMENT_SERVICE_UNAVAILABLE =
  'The payment service is unavailable. Please try again in a moment.';

/**
 * A provider's error as the domain error it means: a missing object not_found, a call in the wrong
 * state conflict, another refusal invalid, the provider unreachable unavailable. Anything else is
 * returned unchanged.
 */
export function providerRefusal(err: unknown): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  if (err.kind === 'unavailable') return unavailable(PAYMENT_SERVICE_UNAVAILABLE);
  if (err.code === 'resource_missing') return notFound(err.message);
  if (err.code === 'payment_intent_unexpected_state') return conflict(err.message);
  return invalid(err.message);
}

/** Runs a provider call, throwing its errors as `providerRefusal` says. */
export async function refusingAsDomain<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw providerRefusal(err);
  }
}
