import Router from '@koa/router';
import { api, type PublicConfig } from '@campus/contracts';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { route } from '../http/route';

/** What the browser may know of the configuration: ids and public keys only, never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    googleClientId: config.googleClientId ?? null,
    googleScriptUrl: config.googleScriptUrl,
    paymentProvider: config.paymentProvider,
    stripePublishableKey: config.paymentProvider === 'stripe' ? (config.stripePublishableKey ?? null) : null,
  };
}

export function publicConfigRoutes({ config }: AppDeps): Router {
  const router = new Router();
  const body = publicConfig(config);
  route(router, api.config, {}, () => body);
  return router;
}
