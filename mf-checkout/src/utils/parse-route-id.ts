/** A route's id as a positive integer, or null when it is not one ('12abc', '1.5', '1e3', '-3'). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
