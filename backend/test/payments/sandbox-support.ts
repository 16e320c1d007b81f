import { randomUUID } from 'node:crypto';
import type { SandboxCard } from '@campus/contracts';
import { createLogger } from '../../src/logger';
import { createPaymentProvider } from '../../src/payments/create';
import type { CreateIntentInput, IntentSnapshot } from '../../src/payments/provider';
import { isSandbox } from '../../src/payments/sandbox/routes';
import type { SandboxProvider } from '../../src/payments/sandbox/processor';
import type { TestServer } from '../harness';

/**
 * A sandbox processor over a test server's database, built as the app builds its own (same config, so
 * the same signing secret): what one instance writes, another reads, as after a restart.
 */
export function sandboxOf(server: Pick<TestServer, 'config' | 'db'>): SandboxProvider {
  const payments = createPaymentProvider({
    config: server.config,
    db: server.db,
    log: createLogger('silent'),
  });
  if (!isSandbox(payments)) throw new Error('the test server does not use the sandbox');
  return payments;
}

export const key = (what = 'test') => `${what}:${randomUUID()}`;

/** A $25.00 manual-capture intent for order 1, unless told otherwise. */
export function createIntent(
  sandbox: SandboxProvider,
  overrides: Partial<CreateIntentInput> = {},
): Promise<IntentSnapshot> {
  return sandbox.createIntent({
    amountCents: 2500,
    captureMethod: 'manual',
    metadata: { orderId: '1', kind: 'booking' },
    description: 'Calculus tutoring',
    idempotencyKey: key('intent'),
    ...overrides,
  });
}

/** A card that has not expired, with `number`. */
export const card = (number: string, overrides: Partial<SandboxCard> = {}): SandboxCard => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  ...overrides,
});
