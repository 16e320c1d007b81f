import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from './pageTitle';

/** Names the browser tab after the route on every navigation (a page may refine it afterwards). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
