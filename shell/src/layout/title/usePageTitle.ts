import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RemoteManifest } from '@campus/contracts';
import { pageTitle } from './pageTitle';

/** Names the browser tab after the route on every navigation (a page may refine it afterwards). */
export function usePageTitle(manifest: RemoteManifest | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, manifest);
  }, [pathname, manifest]);
}
