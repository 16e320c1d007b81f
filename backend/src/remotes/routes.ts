import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import { remoteManifest } from './service';
import { remoteSettings } from './settings';
import { perVisitor, visitOf } from './visit';

export const remoteRoutes: RegisterRoutes<{ config: Config }> = (router, { config }) => {
  const settings = remoteSettings(config);
  router.route(api.remotes, { access: 'public' }, ({ ctx }) => {
    perVisitor(ctx);
    return remoteManifest(config.staticRoot, visitOf(ctx, settings));
  });
};
