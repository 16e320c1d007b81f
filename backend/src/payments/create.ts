import type { Config } from '../config';
import type { Db } from '../db/types';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/processor';
import { createStripeProvider } from './stripe/adapter';

/** Re-sends the sandbox's webhook events still undelivered (the sink was down, or the process stopped). */
export const SANDBOX_WEBHOOKS_JOB = 'payments-sandbox-webhooks';

export interface PaymentProviderInput {
  config: Config;
  db: Db;
  log: Logger;
  /** Where the sandbox's re-delivery job is declared (the composition root's runner). */
  jobs?: JobRunner;
}

/** Declares the sandbox's webhook re-delivery, every minute. */
export function defineSandboxJobs(jobs: JobRunner, sandbox: SandboxProvider, log: Logger): void {
  jobs.define(SANDBOX_WEBHOOKS_JOB, async () => {
    const n = await sandbox.deliverPendingWebhooks();
    if (n) log.info('sandbox webhooks re-delivered', { events: n });
  });
  jobs.every(SANDBOX_WEBHOOKS_JOB, '* * * * *');
}

/** The configured payment provider: Stripe with PAYMENT_PROVIDER=stripe, else the built-in sandbox. */
export function createPaymentProvider({ config, db, log, jobs }: PaymentProviderInput): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    const { stripeSecretKey, stripeWebhookSecret } = config;
    // loadConfig refuses PAYMENT_PROVIDER=stripe without them
    if (!stripeSecretKey || !stripeWebhookSecret) throw new Error('Stripe keys are not configured');
    return createStripeProvider({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
    });
  }
  const sandbox = createSandboxProvider({
    db,
    log,
    sessionSecret: config.sessionSecret,
    publicOrigin: config.publicOrigin,
  });
  if (jobs) defineSandboxJobs(jobs, sandbox, log);
  return sandbox;
}
