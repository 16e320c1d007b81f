import { Counter, Histogram, type Registry } from 'prom-client';
import { PaymentProviderError, type PaymentProvider } from '../payments';

/** The provider calls that reach the processor (parseWebhook only checks a signature locally). */
const OPERATIONS = [
  'createIntent',
  'retrieveIntent',
  'captureIntent',
  'cancelIntent',
  'refund',
  'transfer',
  'createPayoutAccount',
  'retrievePayoutAccount',
  'createOnboardingLink',
] as const satisfies readonly (keyof PaymentProvider)[];

type Operation = (typeof OPERATIONS)[number];

/** A refusal (4xx: a declined card, a bad request) or the processor being unreachable or failing. */
const errorKind = (err: unknown) =>
  err instanceof PaymentProviderError && err.kind === 'refused' ? 'refused' : 'unavailable';

/**
 * The provider with each call timed (`campus_payment_provider_call_duration_seconds`) and each failure
 * counted (`campus_payment_provider_call_errors_total`), by provider and operation. A copy: the
 * provider's other members (the sandbox's card form calls) are kept as they are.
 */
export function timePaymentCalls<P extends PaymentProvider>(provider: P, registry: Registry): P {
  const duration = new Histogram({
    name: 'campus_payment_provider_call_duration_seconds',
    help: 'Payment provider calls (failed ones too), by provider and operation.',
    labelNames: ['provider', 'operation'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'campus_payment_provider_call_errors_total',
    help: 'Failed payment provider calls, by provider, operation and kind (refused: a 4xx such as a declined card; unavailable: unreachable or failing).',
    labelNames: ['provider', 'operation', 'kind'],
    registers: [registry],
  });
  const timed = (operation: Operation) => {
    const call = provider[operation] as (...args: unknown[]) => Promise<unknown>;
    return async (...args: unknown[]) => {
      const labels = { provider: provider.name, operation };
      const end = duration.startTimer(labels);
      try {
        return await Reflect.apply(call, provider, args);
      } catch (err) {
        errors.inc({ ...labels, kind: errorKind(err) });
        throw err;
      } finally {
        end();
      }
    };
  };
  return { ...provider, ...Object.fromEntries(OPERATIONS.map((op) => [op, timed(op)])) };
}
