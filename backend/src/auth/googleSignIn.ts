import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import { conflict, HttpError, unauthorized } from '../http/errors';
import { createAccount, findUserByEmail, findUserByGoogleId } from './accounts';
import type { AuthDeps } from './deps';
import { GoogleTokenError, type GoogleIdentity } from './google';
import { universityFromEmail } from '../users/universities';

export const GOOGLE_DISABLED = 'Google sign-in is not configured on this server';
export const GOOGLE_ACCOUNT_MISMATCH = 'This email address is linked to a different Google account';

async function verifiedIdentity(deps: AuthDeps, token: string): Promise<GoogleIdentity> {
  if (!deps.google) throw new HttpError(503, GOOGLE_DISABLED);
  try {
    return await deps.google(token);
  } catch (err) {
    if (err instanceof GoogleTokenError) {
      if (err.status === 503) deps.log.warn('Google key set unavailable', { err: err.message });
      throw err.status === 401 ? unauthorized(err.message) : new HttpError(err.status, err.message);
    }
    throw err;
  }
}

/**
 * The user of a verified Google ID token: found by Google id, else the account with that e-mail gets the
 * Google id linked (Google has verified the address, so it counts as verified), else a new account.
 */
export async function googleSignIn(deps: AuthDeps, token: string): Promise<UserRow> {
  const { db } = deps;
  const identity = await verifiedIdentity(deps, token);
  const known = await findUserByGoogleId(db, identity.googleId);
  if (known) return known;

  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (byEmail.googleId && byEmail.googleId !== identity.googleId) throw conflict(GOOGLE_ACCOUNT_MISMATCH);
    const [linked] = await db
      .update(users)
      .set({
        googleId: identity.googleId,
        // a password set before the address was proven may be a squatter's: it dies when Google proves it
        passwordHash: byEmail.isVerified ? byEmail.passwordHash : null,
        authProvider: byEmail.isVerified ? byEmail.authProvider : 'google',
        isVerified: true,
        verificationToken: null,
        verificationCode: null,
        verificationExpiresAt: null,
        firstName: byEmail.firstName ?? identity.firstName,
        lastName: byEmail.lastName ?? identity.lastName,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    if (!linked) throw new Error('linking the Google account updated no row');
    return linked;
  }

  return createAccount(db, {
    email: identity.email,
    googleId: identity.googleId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImage: identity.picture,
    university: universityFromEmail(identity.email),
    isVerified: true,
    authProvider: 'google',
  });
}
