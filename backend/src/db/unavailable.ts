/**
 * "The database cannot be reached right now": the server is down, restarting or refusing connections,
 * a connection was lost mid-query, or no connection came in time. The same request may succeed in a
 * moment, so it is answered 503 rather than 500 (http/error-middleware.ts).
 */

/** Node's socket errors when the server is unreachable or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or
 * shutting down), 53300 too many connections; class 08 is "connection exception".
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own errors for a lost connection and for a pool that could not connect in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function unavailableHere(e: object): boolean {
  const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
  if (code && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
  return DRIVER_MESSAGES.some((m) => m.test(message));
}

/** True when `err` (or an error it wraps: drizzle's `cause`, an AggregateError's `errors`) says so. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  if (unavailableHere(err)) return true;
  if ('cause' in err && isDatabaseUnavailable(err.cause, depth + 1)) return true;
  return (
    'errors' in err &&
    Array.isArray(err.errors) &&
    err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  );
}
