import { matchRoutes } from 'react-router';
import { PRODUCT_NAME, type RemoteManifest } from '@campus/contracts';

interface Titled {
  path: string;
  title: string;
}

/** The tab titles of the shell's own pages; a remote's pages are named by its routes in the manifest. */
const SHELL_TITLES: Titled[] = [
  { path: '/', title: PRODUCT_NAME },
  { path: '/auth', title: 'Sign in' },
  { path: '/login', title: 'Sign in' },
  { path: '/register', title: 'Sign in' },
  { path: '/verify-email', title: 'Verify Email' },
  { path: '/orders', title: 'My Orders' },
  { path: '/notifications', title: 'Notifications' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
];

/** The title of one of the shell's own pages ('Sign in'), without the product's name; null for any other address. */
export function shellPageTitle(pathname: string): string | null {
  return matchRoutes(SHELL_TITLES, pathname)?.at(-1)?.route.title ?? null;
}

/**
 * 'Browse Gigs · Campus Skills Marketplace'; the home page is the product name alone. The address is
 * matched as the router matches it (react-router's ranking). Before the manifest is known an address
 * that is not the shell's is named by the product alone, not as a missing page.
 */
export function pageTitle(pathname: string, manifest: RemoteManifest | null): string {
  const remoteTitles = (manifest?.remotes ?? []).flatMap((r) =>
    r.routes.map(({ path, title }) => ({ path, title })),
  );
  const found = matchRoutes([...SHELL_TITLES, ...remoteTitles], pathname)?.at(-1)?.route.title;
  const title = found ?? (manifest ? '404 Page Not Found' : PRODUCT_NAME);
  return title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
}
