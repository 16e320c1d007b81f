import { policy, type Actor } from '../http/access';
import { DomainError, conflict, forbidden, notFound, unauthenticated } from '../domain-errors';
import { SIGN_IN_REQUIRED } from '../sessions/requireUser';
import { findGigFacts, type GigFacts } from './service';

/**
 * Who may do what with a gig: pure rules over (actor, gig), used by the routes (as `policy()` guards
 * or in handlers) and shown to the client as the gig reply's `canEdit` and `canBook` (presenter.ts).
 * A visitor is an undefined actor.
 */

export const GIG_NOT_FOUND = 'Gig not found';
export const NOT_YOUR_GIG = 'You can only change your own gigs';
export const NOT_YOUR_PROVIDER_ID = 'You can only create or edit gigs as yourself';
export const OWN_GIG_NOT_BOOKABLE = 'You cannot book your own gig';
export const GIG_PAUSED = 'This gig is paused by its provider and cannot be booked right now';

type Viewer = Actor | undefined;

/**
 * Whether the gig exists for anyone. A 'deleted' gig (deleted by its provider while it had orders) is
 * kept only for its orders' history: 404 for its page and its reviews, out of every list.
 */
export const isGigVisible = (gig: Pick<GigFacts, 'status'>): boolean => gig.status !== 'deleted';

/** Its provider, and only they, edit, pause, resume and delete a gig. */
export const mayEditGig = (actor: Viewer, gig: GigFacts): boolean =>
  actor !== undefined && actor.userId === gig.providerId && isGigVisible(gig);

/** Why a booking is refused (see `assertMayBookGig` for the answer each one gets). */
export type BookingRefusal = 'sign-in' | 'gone' | 'own gig' | 'paused';

/**
 * Why `actor` may not book `gig`, or null when they may: signed in, not its provider, and the gig
 * active. Cheap (no error object): the presenter asks it for every gig of a list.
 */
export function bookingRefusal(actor: Viewer, gig: GigFacts): BookingRefusal | null {
  if (actor === undefined) return 'sign-in';
  if (!isGigVisible(gig)) return 'gone';
  if (actor.userId === gig.providerId) return 'own gig';
  if (gig.status !== 'active') return 'paused';
  return null;
}

export const mayBookGig = (actor: Viewer, gig: GigFacts): boolean => bookingRefusal(actor, gig) === null;

const BOOKING_ERRORS: Record<BookingRefusal, () => DomainError> = {
  'sign-in': () => unauthenticated(SIGN_IN_REQUIRED),
  gone: () => notFound(GIG_NOT_FOUND),
  'own gig': () => forbidden(OWN_GIG_NOT_BOOKABLE),
  paused: () => conflict(GIG_PAUSED),
};

/**
 * Checkout's guard (not wired yet: checkout comes later): throws 401, 404, 403 or 409 `{ message }`
 * when `actor` may not book `gig`. Call it on the gig row read `FOR SHARE` inside the transaction that
 * creates the order or payment intent, so a pause or a delete cannot slip in between.
 */
export function assertMayBookGig(actor: Viewer, gig: GigFacts): void {
  const refusal = bookingRefusal(actor, gig);
  if (refusal) throw BOOKING_ERRORS[refusal]();
}

/** A provider's own gig list (Profile > My Gigs) includes their paused gigs; nobody else sees those in a list. */
export const mayListPausedGigsOf = (actor: Viewer, providerId: number | undefined): boolean =>
  actor !== undefined && providerId === actor.userId;

/** A gig form's `providerId`, when sent, must be the caller's: nobody lists a gig in another's name. */
export function assertOwnProviderId(actor: Actor, providerId: number | undefined): void {
  if (providerId !== undefined && providerId !== actor.userId) throw forbidden(NOT_YOUR_PROVIDER_ID);
}

/**
 * Route guard 'gig owner' (`/api/gigs/:id` writes): 404 for an unknown or deleted gig, 403 for anyone
 * but its provider (a visitor gets 401 before this runs). Checked before the body is read.
 */
export const gigOwner = policy<{ id: number }>({
  name: 'gig owner',
  denied: NOT_YOUR_GIG,
  allows: async ({ actor, params, db }) => {
    const gig = await findGigFacts(db, params.id);
    if (!gig || !isGigVisible(gig)) throw notFound(GIG_NOT_FOUND);
    return mayEditGig(actor, gig);
  },
});
