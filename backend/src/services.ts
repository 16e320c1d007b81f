import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import { createThrottle, type Throttle } from './auth/throttle';
import type { Config } from './config';
import type { Db } from './db/types';
import type { Logger } from './logger';
import { createMailer } from './mail/createMailer';
import type { Mailer } from './mail/mailer';

/**
 * The long-lived services, built once by `createServices` (the composition root) for the HTTP app
 * and for background jobs alike.
 */
export interface Services {
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** null when GOOGLE_CLIENT_ID is unset: Google sign-in is off. */
  google: GoogleVerifier | null;
  /**
   * Every throttle's counters (login, verification codes, registration, resend). They write on their
   * own connection on purpose: an attempt counts even when the request that made it fails.
   */
  throttle: Throttle;
}

export interface ServiceInput {
  db: Db;
  config: Config;
  log: Logger;
}

/** The composition root: every long-lived service, wired once. */
export function createServices({ db, config, log }: ServiceInput): Services {
  return {
    config,
    log,
    mailer: createMailer(
      {
        smtpUrl: config.smtpUrl ?? null,
        mailFrom: config.mailFrom,
        dataDir: config.dataDir,
        env: config.env,
      },
      (msg, fields) => log.info(msg, fields),
    ),
    google: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          issuer: config.googleIssuer,
          jwksUrl: config.googleJwksUrl,
        })
      : null,
    throttle: createThrottle(db),
  };
}
