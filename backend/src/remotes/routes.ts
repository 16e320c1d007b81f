import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { remoteManifest } from './service';

export const remoteRoutes: RegisterRoutes = (router, { config }) => {
  router.route(api.remotes, { access: 'public' }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return remoteManifest(config.staticRoot);
  });
};
