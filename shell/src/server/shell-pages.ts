import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths, PRODUCT_NAME, type ServerPageRequest, type ServerPages } from '@campus/contracts';
import { notificationsQuery } from '../layout/navbar/notifications';
import { featuredGigsQuery } from '../pages/home/FeaturedGigs';
import { shellPageTitle } from '../layout/title/pageTitle';
import { HERO_LEAD } from '../pages/home/Hero';
import { publicConfigQuery } from '../pages/sign-in/google/useGoogleSignIn';

/** The sign-in page's addresses (app/routes.tsx: one page, three routes). */
const SIGN_IN = ['/auth', paths.login, paths.register];

/** Whether the request is for the shell's route `pattern`, matched as the router matches it. */
const at = (request: ServerPageRequest, pattern: string) => matchPath(pattern, request.path) !== null;

/** Home without `?token=`: with one the page is the e-mail verification card alone (HomePage). */
const isHome = (request: ServerPageRequest) =>
  at(request, paths.home) && new URLSearchParams(request.search).get('token') === null;

/**
 * The shell's own pages (app/routes.tsx) for the server renderer; `request.page` is the address itself
 * for these, so they are told apart by `path`. The legal pages, /verify-email and /orders (a redirect)
 * read nothing. Each page's head is its tab title (home: the product and the hero's text).
 */
const shellPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    if (isHome(request)) await client.prefetchQuery(featuredGigsQuery);
    // the Google button's configuration (the button and the note under it)
    else if (SIGN_IN.some((path) => at(request, path))) await client.prefetchQuery(publicConfigQuery);
    // the page's list (the navbar's bell shares it); guarded, so a session is there
    else if (at(request, paths.notifications) && request.signedIn)
      await client.prefetchInfiniteQuery(notificationsQuery);
  },
  head(request) {
    if (at(request, paths.home)) return { title: PRODUCT_NAME, description: HERO_LEAD };
    // the tab's title the page will set (layout/title): the site's description goes with it
    const title = shellPageTitle(request.path);
    return title === null ? null : { title };
  },
};

export default shellPages;
