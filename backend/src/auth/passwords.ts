import { LIMITS } from '@campus/contracts';
import { onFirstUse } from '../first-use';

/** argon2 (native, about 3 MB resident) loads with the first password hashed or checked (bench/memory). */
const argon2 = onFirstUse(() => import('@node-rs/argon2'));

export const PASSWORD_MIN = LIMITS.passwordMin;

/** argon2id (the library's default algorithm) with its default cost: about 50 ms per hash here. */
export function hashPassword(password: string): Promise<string> {
  if (password.length < PASSWORD_MIN)
    throw new RangeError(`Password must be at least ${PASSWORD_MIN} characters`);
  return argon2().then(({ hash }) => hash(password));
}

/**
 * An argon2id hash with the same cost as `hashPassword`'s (of a password nobody uses). Checking against it
 * when there is no account, or no password, takes as long as checking a real one, so the reply time does
 * not tell whether an account exists.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$IbF0/1cKUWekjakVAReyTg$kUSsO3OLYVbD5SvRxH7KpL+WPGRLsEKYdn7uYA1DP6k';

/**
 * True when `password` matches `passwordHash`. A missing hash (unknown account, Google-only account) is
 * checked against DUMMY_HASH and is always a mismatch; a malformed hash is a mismatch.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const { verify } = await argon2();
  if (!passwordHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
