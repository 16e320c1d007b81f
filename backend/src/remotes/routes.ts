import { api } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Config } from '../config';
import { remoteManifest } from './service';
import { remoteSettings } from './settings';
import type { ReleaseStore } from './store';
import { perVisitor, visitOf } from './visit';

export const remoteRoutes: RegisterRoutes<{ config: Config; releases: ReleaseStore }> = (
  router,
  { config, releases },
) => {
  const settings = remoteSettings(config);
  router.route(api.remotes, { access: 'public' }, ({ ctx }) => {
    perVisitor(ctx);
    return remoteManifest(config.staticRoot, releases, visitOf(ctx, settings));
  });
};
