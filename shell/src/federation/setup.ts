import { ensureRemotesRegistered } from './registerRemotes';
import { installScriptBudget } from './scriptBudget';

/**
 * Bounds the requests per script file (no tab retries a missing chunk forever) and starts learning the
 * remotes (without holding up the first render). Failed loads are retried by loadRemotePage.
 */
export function setupFederation(): void {
  installScriptBudget(document.head);
  void ensureRemotesRegistered();
}
