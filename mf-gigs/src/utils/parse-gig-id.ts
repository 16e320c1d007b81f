/** The route's gig id as a positive integer, or null when it is not one ('12abc', '1.5', '-3'). */
export function parseGigId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
