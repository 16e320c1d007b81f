import { REMOTES, type RemoteName } from './remotes';
import { paths } from './routes';

/** Every page module the shell routes to, as 'remote/ExposedModule' (see the team brief). */
export const REMOTE_PAGES = {
  browseGigs: 'mf_gigs/BrowseGigsPage',
  gigDetail: 'mf_gigs/GigDetailPage',
  createGig: 'mf_gigs/CreateGigPage',
  editGig: 'mf_gigs/EditGigPage',
  profile: 'mf_profile/ProfilePage',
  profileCompletion: 'mf_profile/ProfileCompletionPage',
  marketplace: 'mf_marketplace/MarketplacePage',
  itemDetail: 'mf_marketplace/ItemDetailPage',
  createItem: 'mf_marketplace/CreateItemPage',
  editItem: 'mf_marketplace/EditItemPage',
  messages: 'mf_messages/MessagesPage',
  checkout: 'mf_checkout/CheckoutPage',
  checkoutSuccess: 'mf_checkout/CheckoutSuccessPage',
  paymentSuccess: 'mf_checkout/PaymentSuccessPage',
  postServicePayment: 'mf_checkout/PostServicePaymentPage',
  order: 'mf_checkout/OrderPage',
  operatorDisputes: 'mf_checkout/OperatorPage',
} as const;

export type RemotePageId = (typeof REMOTE_PAGES)[keyof typeof REMOTE_PAGES];

export interface RemoteRoute {
  /** A react-router path pattern (`:name` matches one segment). */
  path: string;
  page: RemotePageId;
  /** The page needs a signed-in student. */
  guarded: boolean;
}

/**
 * The page addresses a remote renders, the one table of them: the shell builds its remote routes from
 * it, and the backend preloads the entry of the remote a requested address needs.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: paths.profileCompletion, page: REMOTE_PAGES.profileCompletion, guarded: true },
  { path: '/gigs', page: REMOTE_PAGES.browseGigs, guarded: false },
  { path: '/gigs/:id', page: REMOTE_PAGES.gigDetail, guarded: false },
  { path: paths.createGig, page: REMOTE_PAGES.createGig, guarded: true },
  { path: '/gigs/:id/edit', page: REMOTE_PAGES.editGig, guarded: true },
  { path: '/profile', page: REMOTE_PAGES.profile, guarded: true },
  { path: paths.checkoutSuccess, page: REMOTE_PAGES.checkoutSuccess, guarded: true },
  { path: '/checkout/:gigId', page: REMOTE_PAGES.checkout, guarded: true },
  { path: '/checkout/item/:itemId', page: REMOTE_PAGES.checkout, guarded: true },
  { path: paths.paymentSuccess, page: REMOTE_PAGES.paymentSuccess, guarded: true },
  { path: '/post-service-payment/:orderId', page: REMOTE_PAGES.postServicePayment, guarded: true },
  { path: '/orders/:orderId', page: REMOTE_PAGES.order, guarded: true },
  { path: paths.operatorDisputes, page: REMOTE_PAGES.operatorDisputes, guarded: true },
  { path: '/messages', page: REMOTE_PAGES.messages, guarded: true },
  { path: '/messages/:id', page: REMOTE_PAGES.messages, guarded: true },
  { path: paths.marketplace, page: REMOTE_PAGES.marketplace, guarded: false },
  { path: paths.marketplaceCreate, page: REMOTE_PAGES.createItem, guarded: true },
  { path: '/marketplace/edit/:itemId', page: REMOTE_PAGES.editItem, guarded: true },
  { path: '/marketplace/:itemId', page: REMOTE_PAGES.itemDetail, guarded: false },
];

const REMOTE_NAMES = new Set<string>(Object.values(REMOTES));

/** The remote that renders a page id ('mf_gigs/GigDetailPage' -> 'mf_gigs'). */
export function remoteOfPage(page: RemotePageId): RemoteName {
  const name = page.split('/')[0] ?? '';
  if (!REMOTE_NAMES.has(name)) throw new Error(`Unknown remote in page id ${page}`);
  return name as RemoteName;
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  // as react-router matches: segments case-insensitively, a trailing slash ignored
  return want.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === got[i]?.toLowerCase(),
  );
}

/** The remote route a page address (pathname, no query) is rendered by, or null (a shell page or 404). */
export function remoteRouteOf(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((r) => matches(r.path, pathname)) ?? null;
}
