import { paths, type AuthStatus, type CurrentUser } from '@campus/contracts';

export interface BookingContext {
  gigId: number;
  /** The user restored from browser storage, if any. */
  localUser: CurrentUser | null;
  /** The locally stored authenticated flag. */
  locallyAuthenticated: boolean;
  fetchAuthStatus(): Promise<AuthStatus>;
  /** Resolves true when the server session was restored from the local user. */
  syncSession(user: CurrentUser): Promise<boolean>;
}

/** The spec writes the redirect unencoded (/auth?redirect=/checkout/{id}), unlike `paths.auth`. */
const signInPath = (gigId: number) => `${paths.auth()}?redirect=${paths.checkout(gigId)}`;

/**
 * Where 'Book with Secure Escrow' leads (spec section 4, booking click). A local user the server no longer
 * knows gets one session restore; if that fails the local copy is stale, so the student signs in again
 * rather than landing on a checkout that would refuse them.
 */
export async function bookingTarget(ctx: BookingContext): Promise<string> {
  const checkout = paths.checkout(ctx.gigId);
  const signIn = signInPath(ctx.gigId);
  let status: AuthStatus;
  try {
    status = await ctx.fetchAuthStatus();
  } catch {
    return ctx.locallyAuthenticated ? checkout : signIn;
  }
  if (ctx.localUser && !status.isAuthenticated) {
    return (await ctx.syncSession(ctx.localUser)) ? checkout : signIn;
  }
  return status.isAuthenticated || ctx.locallyAuthenticated ? checkout : signIn;
}
