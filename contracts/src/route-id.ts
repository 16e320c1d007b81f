import { MAX_ID } from './entities/common';

/**
 * A route's id (`/gigs/:id`, `/orders/:id`, ...) as a positive integer the server can hold, or null when it
 * is not one ('12abc', '1.5', '1e3', '0x10', ' 4', '-3', '0', or past MAX_ID): such ids never reach the server.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
