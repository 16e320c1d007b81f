import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../RemoteUnavailable';

/**
 * When a remote module cannot be loaded (unknown remote, entry unreachable after retries, missing
 * expose), hand the router a stand-in page module instead of an exception: it renders the error panel
 * with 'Try again' where the page would be. Shared-module failures are left alone.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'campus-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      console.error(`Remote module ${id} failed to load (${lifecycle})`, error);
      return { default: RemoteUnavailable };
    },
  };
}
