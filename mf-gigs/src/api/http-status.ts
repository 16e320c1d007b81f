/**
 * The HTTP status of a failed call. Read from the error's `status` field rather than `instanceof ApiError`:
 * the kit's client throws the shell's copy of contracts' ApiError class, which is not this bundle's copy.
 */
export function httpStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
