import type { OrderDeps } from './deps';
import { withdrawBooking } from './intent-sync';
import { openBookingsOfGig } from './service';

/**
 * A gig was paused or deleted: each of its open bookings (awaiting payment, or authorised and not
 * captured) is given up, its intent voided at the provider: nothing is charged (issue 19, item 2). Run
 * after the pause or delete committed, never inside a transaction. A booking the provider could not be
 * reached for is left to the reconcile job (which gives up the open bookings of gigs that are gone);
 * meanwhile completion and capture refuse it. How many were given up.
 */
export async function withdrawGigBookings(deps: OrderDeps, gigId: number, source: string): Promise<number> {
  let withdrawn = 0;
  for (const order of await openBookingsOfGig(deps.db, gigId)) {
    try {
      const after = await withdrawBooking(deps, order, { source, reason: 'gig unavailable' });
      if (after?.status === 'cancelled') withdrawn++;
    } catch (err) {
      deps.log.warn('could not give up a booking of a gig that is gone; the reconcile job will', {
        orderId: order.id,
        gigId,
        err: String(err),
      });
    }
  }
  return withdrawn;
}
