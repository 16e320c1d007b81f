/**
 * The SQLSTATE code of a database error, looking through drizzle's `DrizzleQueryError` wrapper
 * (the driver's error is its `cause`). Undefined when the error did not come from PostgreSQL.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

/** Class 22 "data exception": a value the column type refused (out of range, bad text representation, ...). */
export const isDataException = (err: unknown) => pgErrorCode(err)?.startsWith('22') ?? false;
