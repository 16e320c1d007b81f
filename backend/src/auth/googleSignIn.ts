import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema';
import { conflict, unauthenticated, unavailable } from '../domain-errors';
import { createAccount, findUserByEmail, findUserByGoogleId } from './accounts';
import type { AuthDeps } from './deps';
import { GoogleTokenError, type GoogleIdentity } from './google';
import { universityFromEmail } from '../users';

export const GOOGLE_DISABLED = 'Google sign-in is not configured on this server';
export const GOOGLE_ACCOUNT_MISMATCH = 'This email address is linked to a different Google account';

async function verifiedIdentity(deps: AuthDeps, token: string): Promise<GoogleIdentity> {
  if (!deps.google) throw unavailable(GOOGLE_DISABLED);
  try {
    return await deps.google(token);
  } catch (err) {
    if (err instanceof GoogleTokenError) {
      if (err.status === 503) deps.log.warn('Google key set unavailable', { err: err.message });
      throw err.status === 401 ? unauthenticated(err.message) : unavailable(err.message);
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
    // An account whose address was never verified may be a squatter's: Google has now proven who owns the
    // address, so that account's password, open link and code, and the names typed at registration go.
    // Decided on the row as it is when updated (is_verified), not as it was read.
    const proven = users.isVerified;
    const [linked] = await db
      .update(users)
      .set({
        googleId: identity.googleId,
        passwordHash: sql`case when ${proven} then ${users.passwordHash} end`,
        authProvider: sql`case when ${proven} then ${users.authProvider} else 'google' end`,
        firstName: sql`case when ${proven} then coalesce(${users.firstName}, ${identity.firstName}::text) else ${identity.firstName}::text end`,
        lastName: sql`case when ${proven} then coalesce(${users.lastName}, ${identity.lastName}::text) else ${identity.lastName}::text end`,
        isVerified: true,
        verificationToken: null,
        verificationCode: null,
        verificationExpiresAt: null,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    // no row: a given-up unverified account was purged in between; the address is free, so create one
    if (linked) return linked;
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
