import type { Gig } from '@campus/contracts';

/**
 * What the gig page offers, from the server's answers: `canEdit` (the viewer is its provider) and the
 * status. Never worked out from user ids here. A visitor's `canBook` is false too (sign-in comes first),
 * so an active gig that is not the viewer's shows the Book button and the click decides.
 */
export function bookingView(gig: Pick<Gig, 'canEdit' | 'canBook' | 'status'>): 'own' | 'paused' | 'book' {
  if (gig.canEdit) return 'own';
  if (gig.status !== 'active') return 'paused';
  return 'book';
}
