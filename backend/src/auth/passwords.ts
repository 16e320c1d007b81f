import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@campus/contracts';

export const PASSWORD_MIN = LIMITS.passwordMin;

/** argon2id (the library's default algorithm) with its default cost: about 50 ms per hash here. */
export function hashPassword(password: string): Promise<string> {
  if (password.length < PASSWORD_MIN)
    throw new RangeError(`Password must be at least ${PASSWORD_MIN} characters`);
  return hash(password);
}

// Verifying against this when the account does not exist keeps the reply time the same either way.
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; a missing or malformed hash is a mismatch. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
