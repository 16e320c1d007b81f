import { registerPlugins } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import { retryPlugin } from './plugins/retryPlugin';
import { ensureRemotesRegistered } from './registerRemotes';

/** Installs the runtime plugins and starts learning the remotes (without holding up the first render). */
export function setupFederation(): void {
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  void ensureRemotesRegistered();
}
