/**
 * Writes `values` at `keys` into a copy of the address's query parameters (a blank or missing value
 * removes its parameter), keeping any other parameter as it was: the browse pages' filters.
 */
export function writeSearchParams<K extends string>(
  current: URLSearchParams,
  values: Partial<Record<K, string | number>>,
  keys: readonly K[],
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) {
    const value = values[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
