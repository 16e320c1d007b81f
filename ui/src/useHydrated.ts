import { useSyncExternalStore } from 'react';

const subscribeNoop = () => () => undefined;

/**
 * False on the server and during hydration, true once hydrated (and at once in a client-only mount).
 * Text that depends on the viewer's clock, time zone or locale renders its stable form until then,
 * so the server's HTML and the browser's hydration render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNoop,
    () => true,
    () => false,
  );
}
