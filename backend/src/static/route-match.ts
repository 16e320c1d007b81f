import {
  paths,
  type RemoteManifest,
  type RemoteRouteDeclaration,
  type ServedRemote,
} from '@campus/contracts';

/** The segments of `pathname` matched by a route pattern's, as react-router matches them; -1 when none. */
function staticSegments(pattern: string, pathname: string): number {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return -1;
  let fixed = 0;
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) continue;
    // segments case-insensitively, a trailing slash ignored
    if (segment.toLowerCase() !== got[i]?.toLowerCase()) return -1;
    fixed++;
  }
  return fixed;
}

export interface MatchedRoute {
  remote: ServedRemote;
  route: RemoteRouteDeclaration;
}

/**
 * The route of the visitor's manifest that renders a page address (pathname, no query), or undefined
 * (a shell page or a 404). As react-router ranks them, a fixed segment beats a `:param`
 * ('/marketplace/create' before '/marketplace/:itemId'); between equals, the first declared.
 */
export function matchRoute(manifest: RemoteManifest, pathname: string): MatchedRoute | undefined {
  let best: (MatchedRoute & { fixed: number }) | undefined;
  for (const remote of manifest.remotes) {
    for (const route of remote.routes) {
      const fixed = staticSegments(route.path, pathname);
      if (fixed > (best?.fixed ?? -1)) best = { remote, route, fixed };
    }
  }
  return best && { remote: best.remote, route: best.route };
}

/** `'mf_gigs'` + `'./BrowseGigsPage'` -> `'mf_gigs/BrowseGigsPage'`. */
export const pageId = (remote: ServedRemote, route: RemoteRouteDeclaration) =>
  `${remote.name}/${route.page.slice(2)}`;

/**
 * The page addresses the shell's own router renders (shell/src/app/routes.tsx; a test keeps the two
 * lists equal). Every other page is a remote's, declared in the manifest.
 */
export const SHELL_PAGES: readonly string[] = [
  paths.home,
  paths.auth(),
  paths.login,
  paths.register,
  paths.verifyEmail,
  paths.orders,
  paths.notifications,
  paths.privacy,
  paths.terms,
];

/**
 * Whether a page address is one the app renders (a shell page or a route of the visitor's manifest,
 * matched as react-router matches them): anything else is the app's 404 page, answered with 404.
 * A route with a parameter matches any value (`/gigs/999999` is the gig page, which says the gig is missing).
 */
export function isPageAddress(manifest: RemoteManifest, pathname: string): boolean {
  return (
    SHELL_PAGES.some((page) => staticSegments(page, pathname) >= 0) ||
    matchRoute(manifest, pathname) !== undefined
  );
}
