/**
 * The text a failure toast shows: the server's `{ message }`, else the fallback.
 * Duck-typed on purpose: contracts is bundled into the shell and into each remote separately, so the
 * kit's ApiError is not `instanceof` this remote's ApiError (contracts' errorMessage would then show the
 * raw '{status}: {body}' text).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { serverMessage } = error as { serverMessage?: unknown };
  return typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : fallback;
}
