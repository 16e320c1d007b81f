import { api, type PublicConfig } from '@campus/contracts';
import type { Config } from '../config';
import type { RegisterRoutes } from '../http/route';

/** What the browser may know of the configuration: ids and public keys only, never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    googleClientId: config.googleClientId ?? null,
    googleScriptUrl: config.googleScriptUrl,
    paymentProvider: config.paymentProvider,
    stripePublishableKey: config.paymentProvider === 'stripe' ? (config.stripePublishableKey ?? null) : null,
  };
}

export const publicConfigRoutes: RegisterRoutes<{ config: Config }> = (router, { config }) => {
  const body = publicConfig(config);
  router.route(api.config, { access: 'public' }, () => body);
};
