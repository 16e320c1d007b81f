import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { digest, newVerification, VERIFICATION_TTL_MS } from '../../src/auth/verificationCodes';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });

  it('refuses passwords under 6 characters and treats a missing or broken hash as a mismatch', async () => {
    expect(() => hashPassword('12345')).toThrow('Password must be at least 6 characters');
    expect(await verifyPassword(null, 'whatever')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
  });
});

describe('verification secrets', () => {
  it('makes a long random token, a 6-digit code and a 24-hour expiry', () => {
    const now = new Date('2025-04-28T12:00:00Z');
    const a = newVerification(now);
    const b = newVerification(now);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.code).toMatch(/^\d{6}$/);
    expect(a.expiresAt.getTime() - now.getTime()).toBe(VERIFICATION_TTL_MS);
    expect(digest(a.token)).toMatch(/^[0-9a-f]{64}$/);
    expect(digest(a.token)).not.toBe(a.token);
  });
});
