import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, forgetRemotes, refusedReason } from './registerRemotes';
import { RemoteUpdating } from './RemoteUnavailable';
import type { RemotePageId } from './remoteModules';

export class RemoteLoadError extends Error {
  constructor(readonly id: string) {
    super(`Remote module ${id} has no page component`);
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's page module (default export = component) in the shape React.lazy expects. */
export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  const reason = refusedReason(id.split('/')[0] ?? '');
  if (reason) {
    // Refused by the compatibility gate: the panel in the page's place; 'Try again' asks the backend anew.
    console.warn(`Remote module ${id} is not loaded: ${reason}`);
    forgetRemotes();
    return { default: RemoteUpdating };
  }
  const mod = await loadRemote<{ default?: ComponentType }>(id);
  const Page = mod?.default;
  if (!Page) throw new RemoteLoadError(id);
  return { default: Page };
}
