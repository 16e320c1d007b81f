import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, forgetRemotes, refusedReason } from './registerRemotes';
import { RemoteReload, RemoteUpdating } from './RemoteUnavailable';

export class RemoteLoadError extends Error {
  constructor(readonly id: string) {
    super(`Remote module ${id} has no page component`);
    this.name = 'RemoteLoadError';
  }
}

export interface LoadOptions {
  /** Loads in all, the first included. */
  attempts?: number;
  /** The wait before the second load; each further wait is three times the one before. */
  delayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's page module (default export = component) in the shape React.lazy expects. A load
 * that fails (entry or chunk missing, network down) is tried again after a growing pause, a bounded
 * number of times (scriptBudget.ts bounds the requests per file besides); then the page is the panel
 * with 'Reload'. Never rejects: React.lazy would keep the rejection.
 */
export async function loadRemotePage(
  id: string,
  { attempts = 4, delayMs = 250 }: LoadOptions = {},
): Promise<{ default: ComponentType }> {
  for (let attempt = 1; ; attempt++) {
    await ensureRemotesRegistered();
    const reason = refusedReason(id.split('/')[0] ?? '');
    if (reason) {
      // Refused by the compatibility gate: the panel in the page's place; 'Try again' asks the backend anew.
      console.warn(`Remote module ${id} is not loaded: ${reason}`);
      forgetRemotes();
      return { default: RemoteUpdating };
    }
    try {
      const mod = await loadRemote<{ default?: ComponentType }>(id);
      const Page = mod?.default;
      if (!Page) throw new RemoteLoadError(id);
      return { default: Page };
    } catch (error) {
      if (attempt >= attempts) {
        console.error(`Remote module ${id} failed to load ${attempts} times`, error);
        return { default: RemoteReload };
      }
      console.warn(`Remote module ${id} failed to load (attempt ${attempt}), trying again`, error);
      await sleep(delayMs * 3 ** (attempt - 1));
    }
  }
}
