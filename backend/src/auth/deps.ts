import type { AppDeps } from '../deps';
import { createMailer } from '../mail/createMailer';
import type { Mailer } from '../mail/mailer';
import { createGoogleVerifier, type GoogleVerifier } from './google';
import { createThrottle, type Throttle } from './throttle';

/** What the auth routes need beyond the app's deps. */
export interface AuthDeps extends AppDeps {
  mailer: Mailer;
  /** null when GOOGLE_CLIENT_ID is unset: Google sign-in is off. */
  google: GoogleVerifier | null;
  /** Every throttle's counters (login, verification codes, registration, resend). */
  throttle: Throttle;
}

export function createAuthDeps(deps: AppDeps): AuthDeps {
  const { config, log, db } = deps;
  return {
    ...deps,
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
