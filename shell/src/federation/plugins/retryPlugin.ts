import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Extra attempts after the first failed load of a remote entry. */
  retries?: number;
  /** Wait before attempt n is n x delayMs. */
  delayMs?: number;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
type RemoteEntry = Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a remote's entry script again (with growing pauses) when the first load fails, e.g. during a deploy. */
export function retryPlugin({
  retries = 2,
  delayMs = 400,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  async function retry(args: LoadEntryErrorArgs): Promise<RemoteEntry> {
    const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
    for (let attempt = 1; attempt <= retries; attempt++) {
      await sleep(delayMs * attempt);
      // The failed load is still registered (it is waiting for this hook): forget it, or the new
      // attempt would wait for itself.
      globalLoading[uniqueKey] = undefined;
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (exports) return exports;
      } catch (error) {
        console.warn(`Remote ${remoteInfo.name}: attempt ${attempt + 1} failed`, error);
      }
    }
    return undefined;
  }
  return {
    name: 'campus-retry-plugin',
    // The hook's declared type nests a promise that the runtime awaits away; the value is the same.
    loadEntryError: (args) => retry(args) as unknown as ReturnType<LoadEntryError>,
  };
}
