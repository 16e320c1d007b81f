import type { JWTPayload } from 'jose';
import { onFirstUse } from '../first-use';
import { isEduEmail } from '@campus/contracts';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google documents both spellings of its issuer; its tokens carry either. */
const GOOGLE_ISSUERS = [GOOGLE_ISSUER, 'accounts.google.com'];

export const UNIVERSITY_EMAIL_REQUIRED = 'University Email Required';

export interface GoogleVerifierOptions {
  clientId: string;
  issuer: string;
  jwksUrl: string;
}

/** What a verified Google ID token tells us about the person. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/** A refused token. `status` is 401 for anything wrong with the token, 503 when the issuer is unreachable. */
export class GoogleTokenError extends Error {
  readonly status: 401 | 503;
  constructor(message: string, status: 401 | 503 = 401) {
    super(message);
    this.name = 'GoogleTokenError';
    this.status = status;
  }
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

type Jose = typeof import('jose');

function toGoogleTokenError(error: unknown, errors: Jose['errors']): GoogleTokenError {
  if (error instanceof errors.JWTExpired)
    return new GoogleTokenError('Google sign-in has expired. Please sign in again.');
  // a bare JOSEError is what jose raises for an unusable JWKS reply; like a timeout or a failed fetch
  // (issuer down, DNS) it is not the client's fault
  const unavailable =
    !(error instanceof errors.JOSEError) ||
    error instanceof errors.JWKSTimeout ||
    error.constructor === errors.JOSEError;
  if (unavailable)
    return new GoogleTokenError('Google sign-in is temporarily unavailable. Please try again later.', 503);
  return new GoogleTokenError('Invalid Google sign-in token');
}

/** Claims jose does not check: verified e-mail, .edu address, hosted-domain hint. */
export function identityFromClaims(payload: JWTPayload): GoogleIdentity {
  const googleId = text(payload.sub);
  if (!googleId) throw new GoogleTokenError('Invalid Google sign-in token');
  const email = text(payload.email)?.toLowerCase() ?? null;
  if (!email) throw new GoogleTokenError(UNIVERSITY_EMAIL_REQUIRED);
  if (payload.email_verified !== true) {
    throw new GoogleTokenError('Your Google account e-mail address is not verified.');
  }
  if (!isEduEmail(email)) throw new GoogleTokenError(UNIVERSITY_EMAIL_REQUIRED);
  const hd = text(payload.hd)?.toLowerCase();
  if (hd !== undefined && !hd.endsWith('.edu')) throw new GoogleTokenError(UNIVERSITY_EMAIL_REQUIRED);
  return {
    googleId,
    email,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    picture: text(payload.picture),
  };
}

/** Verifies Google ID tokens for real: RS256 signature against the issuer's JWKS, audience, issuer, expiry. */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const jwksUrl = new URL(options.jwksUrl);
  const issuer = GOOGLE_ISSUERS.includes(options.issuer) ? GOOGLE_ISSUERS : options.issuer;
  // jose loads with the first Google sign-in, not at start (bench/memory)
  const load = onFirstUse(async () => {
    const jose: Jose = await import('jose');
    return { jose, jwks: jose.createRemoteJWKSet(jwksUrl) };
  });
  return async (idToken) => {
    const {
      jose: { jwtVerify, errors },
      jwks,
    } = await load();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 30,
      }));
    } catch (error) {
      throw toGoogleTokenError(error, errors);
    }
    return identityFromClaims(payload);
  };
}
