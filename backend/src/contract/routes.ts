import { api, CONTRACTS_VERSION, describeReplies } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import { servedShellRuntime } from '../remotes';

/**
 * GET /api/contract: what this site serves, for the ship gate (`npm run ship`): the contracts version
 * the backend was built with, the served shell runtime (read per request: the shell ships without a
 * backend restart) and the JSON schema of every endpoint's reply.
 */
export const contractRoutes: RegisterRoutes<{ config: Config }> = (router, { config }) => {
  const replies = describeReplies();
  router.route(api.contract, { access: 'public' }, async ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return {
      contracts: CONTRACTS_VERSION,
      shellRuntime: await servedShellRuntime(config.staticRoot),
      replies,
    };
  });
};
