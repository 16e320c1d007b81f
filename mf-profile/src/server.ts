import type { QueryClient } from '@tanstack/react-query';
import { api as endpoints, type CurrentUser, type ServerPages } from '@campus/contracts';
import { api } from '@campus/shell/runtime';
import { dashboardQueryOptions } from './api/get-dashboard';
import { myGigsQueryOptions } from './api/get-my-gigs';
import { ordersQueryOptions } from './api/get-orders';
import { payoutStatusQueryOptions } from './api/get-payout-status';
import { recentGigsQueryOptions } from './api/get-recent-gigs';
import { selectTab, type ProfileTabId } from './features/profile/tabs/registry';

/**
 * Where the shell's runtime keeps the signed-in user in the query client (its AuthProvider writes it
 * there in the browser; a server renderer that seeds it from the session saves the request below).
 * The profile's queries are keyed by the student's id.
 */
const SESSION_USER_KEY = ['auth', 'me'] as const;

/** The session's user: as the renderer seeded it, else asked for (one request more; not cached here). */
async function sessionUser(client: QueryClient): Promise<CurrentUser | null> {
  const seeded = client.getQueryData<CurrentUser | null>(SESSION_USER_KEY);
  if (seeded !== undefined) return seeded;
  return api.call(endpoints.me).catch(() => null);
}

/** The dashboard, and the payout status its balances card asks for when money waits to be paid out. */
async function prefetchDashboard(client: QueryClient, userId: number) {
  await client.prefetchQuery(dashboardQueryOptions(userId));
  const payable = client.getQueryData(dashboardQueryOptions(userId).queryKey)?.balances.payable ?? 0;
  if (payable > 0) await client.prefetchQuery(payoutStatusQueryOptions(userId));
}

/** What each tab's panel reads on its first screen. */
const TAB_QUERIES: Record<ProfileTabId, (client: QueryClient, userId: number) => Promise<unknown>[]> = {
  // the Payouts row of the account card
  profile: (client, userId) => [client.prefetchQuery(payoutStatusQueryOptions(userId))],
  gigs: (client, userId) => [client.prefetchInfiniteQuery(myGigsQueryOptions(userId))],
  orders: (client, userId) => [client.prefetchQuery(ordersQueryOptions(userId))],
  // stats and balances, recent activity (the orders), the marketplace's recent gigs
  dashboard: (client, userId) => [
    prefetchDashboard(client, userId),
    client.prefetchQuery(ordersQueryOptions(userId)),
    client.prefetchQuery(recentGigsQueryOptions()),
  ],
};

/**
 * mf-profile's pages for the server renderer: /profile reads what the tab of `?tab=` shows (chosen
 * as the page chooses it). The completion page's university list is a static file the browser loads
 * from its own chunk (about 190 KB: not for the page's HTML). Private: no head of its own.
 */
const serverPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    if (request.page !== './ProfilePage' || !request.signedIn) return;
    const user = await sessionUser(client);
    if (!user) return;
    const tab = selectTab(new URLSearchParams(request.search).get('tab'));
    await Promise.all(TAB_QUERIES[tab.id](client, user.id));
  },
};

export default serverPages;
