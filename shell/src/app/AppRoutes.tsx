import { useMemo } from 'react';
import { useRoutes } from 'react-router';
import { useRemoteManifest } from '../federation/useRemoteManifest';
import { buildRoutes } from './routes';

/** The routes of the live manifest (embedded in the page: known at the first render). */
export function AppRoutes() {
  const { manifest } = useRemoteManifest();
  const routes = useMemo(() => buildRoutes(manifest), [manifest]);
  return useRoutes(routes);
}
