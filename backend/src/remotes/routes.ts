import Router from '@koa/router';
import { api } from '@campus/contracts';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { remoteManifest } from './service';

export function remoteRoutes({ config }: AppDeps): Router {
  const router = new Router();
  route(router, api.remotes, {}, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return remoteManifest(config.staticRoot);
  });
  return router;
}
