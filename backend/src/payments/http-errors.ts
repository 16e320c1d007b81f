import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { PaymentProviderError } from './provider';

/**
 * A provider's error as the HTTP answer: a missing object 404, a call in the wrong state 409, another
 * refusal 400, the provider unreachable 503 (all `{ message }`). Anything else is returned unchanged.
 */
export function providerHttpError(err: unknown): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  if (err.kind === 'unavailable') {
    return new HttpError(503, 'The payment service is unavailable. Please try again in a moment.');
  }
  if (err.code === 'resource_missing') return notFound(err.message);
  if (err.code === 'payment_intent_unexpected_state') return conflict(err.message);
  return badRequest(err.message);
}

/** Runs a provider call, answering its errors as `providerHttpError` says. */
export async function asHttp<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw providerHttpError(err);
  }
}
