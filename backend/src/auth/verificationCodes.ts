import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@campus/contracts';

/** How long a verification link and code stay valid. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface NewVerification {
  /** Goes into the link: `/verify-email?token=...`. */
  token: string;
  /** The 6-digit code printed in the same mail. */
  code: string;
  expiresAt: Date;
}

/** A fresh link token (256 random bits) and 6-digit code, valid for 24 hours. */
export function newVerification(now = new Date()): NewVerification {
  return {
    token: randomBytes(32).toString('base64url'),
    code: String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(
      LIMITS.verificationCodeLength,
      '0',
    ),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  };
}

/** Only digests are stored: a leaked table does not hold working link tokens. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
