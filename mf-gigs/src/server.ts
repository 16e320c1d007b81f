import type { QueryClient } from '@tanstack/react-query';
import {
  formatUsd,
  parseRouteId,
  type PageHead,
  type ServerPageRequest,
  type ServerPages,
} from '@campus/contracts';
import { gigCardImage } from '@campus/ui/GigCard';
import { categoriesQueryOptions } from './api/get-categories';
import { gigQueryOptions } from './api/get-gig';
import { gigReviewsQueryOptions } from './api/get-gig-reviews';
import { gigsQueryOptions } from './api/get-gigs';
import { userQueryOptions } from './api/get-user';
import { BROWSE_SUBTITLE, BROWSE_TITLE } from './features/browse/components/BrowseHeader';
import { readFilters } from './features/browse/utils/filters';

/** /gigs: the filters of the address, exactly as the page reads them (use-gig-filters). */
const browseFilters = (request: ServerPageRequest) => readFilters(new URLSearchParams(request.search));

/** /gigs/:id and /gigs/:id/edit: the gig's id as the pages parse it, or null (no gig: nothing to ask). */
const routeGigId = (request: ServerPageRequest) => parseRouteId(request.params.id);

/**
 * The gig page's first screen: the gig, then its provider (the provider card and the reviews' reply
 * name), and its reviews beside them.
 */
async function prefetchGig(client: QueryClient, id: number): Promise<void> {
  const loadGig = client.prefetchQuery(gigQueryOptions(id)).then(() => {
    const gig = client.getQueryData(gigQueryOptions(id).queryKey);
    return gig ? client.prefetchQuery(userQueryOptions(gig.providerId)) : undefined;
  });
  await Promise.all([loadGig, client.prefetchQuery(gigReviewsQueryOptions(id))]);
}

function browseHead(request: ServerPageRequest, client: QueryClient): PageHead {
  const first = client.getQueryData(gigsQueryOptions(browseFilters(request)).queryKey)?.pages[0]?.items[0];
  return {
    title: BROWSE_TITLE,
    description: `${BROWSE_SUBTITLE}: tutoring, design, rides and more from verified .edu students, paid through escrow.`,
    // The first card's photo is above the fold on a phone (header, search and the collapsed filters
    // come first), as GigCard asks for it.
    ...(first?.imageUrl ? { largestImage: { src: gigCardImage(first.imageUrl) } } : {}),
  };
}

function gigHead(request: ServerPageRequest, client: QueryClient): PageHead | null {
  const id = routeGigId(request);
  const gig = id === null ? undefined : client.getQueryData(gigQueryOptions(id).queryKey);
  if (!gig) return null;
  return {
    title: gig.title,
    description: `${formatUsd(gig.price)}/hr · ${gig.description}`,
    type: 'product',
    // GigOverview's photo: the gig's own address, no srcset.
    ...(gig.imageUrl ? { image: gig.imageUrl, largestImage: { src: gig.imageUrl } } : {}),
  };
}

/** mf-gigs' pages for the server renderer: what each first screen reads, and the public pages' heads. */
const serverPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    switch (request.page) {
      case './BrowseGigsPage':
        await Promise.all([
          client.prefetchInfiniteQuery(gigsQueryOptions(browseFilters(request))),
          // the filter panel's chips (mounted, only folded away, on phones)
          client.prefetchQuery(categoriesQueryOptions()),
        ]);
        return;
      case './GigDetailPage': {
        const id = routeGigId(request);
        if (id !== null) await prefetchGig(client, id);
        return;
      }
      case './EditGigPage': {
        const id = routeGigId(request);
        if (id !== null) await client.prefetchQuery(gigQueryOptions(id));
        return;
      }
      default:
        // './CreateGigPage': an empty form, nothing to read
        return;
    }
  },
  head(request, client) {
    if (request.page === './BrowseGigsPage') return browseHead(request, client);
    if (request.page === './GigDetailPage') return gigHead(request, client);
    return null; // signed-in forms: the route's title
  },
};

export default serverPages;
