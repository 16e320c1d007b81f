/**
 * `load`, run by the first call and its promise shared by every later one; a failed load is tried again
 * by the next call. For the heavy packages the backend imports on first use (`onFirstUse(() =>
 * import('sharp'))`) rather than at start: each holds megabytes of memory from the moment it loads, for
 * work many instances rarely do (bench/memory; eslint.config.mjs refuses their static imports).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
