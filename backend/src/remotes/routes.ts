import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../deps';
import { remoteManifest } from './service';
import { remoteSettings } from './settings';
import { perVisitor, visitOf } from './visit';

export const remoteRoutes: RegisterRoutes = (router, { config }) => {
  const settings = remoteSettings(config);
  router.route(api.remotes, { access: 'public' }, ({ ctx }) => {
    perVisitor(ctx);
    return remoteManifest(config.staticRoot, visitOf(ctx, settings));
  });
};
