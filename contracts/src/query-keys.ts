/**
 * The react-query keys of data that more than one part of the front end reads or refreshes. A data
 * set's keys belong to the remote that owns it (named at each), which builds its own key factory on
 * these; the others take them from here (remotes never import each other), so a cache written by one
 * is found, and refreshed, by the others.
 */
export const queryKeys = {
  /** mf-gigs' data; mf-profile lists a provider's gigs, mf-checkout reads the gig being booked. */
  gigs: {
    all: ['gigs'] as const,
    /** Every list of gigs (browse pages, a provider's gigs, the featured and recent ones). */
    lists: ['gigs', 'list'] as const,
    /** GET /api/gigs/{id}. */
    detail: (id: number) => ['gigs', 'detail', id] as const,
  },
  /** mf-marketplace's data; mf-checkout reads the item being bought. */
  marketplace: {
    all: ['marketplace'] as const,
    /** Every list of items (each filter combination). */
    lists: ['marketplace', 'items'] as const,
    /** GET /api/marketplace/{id}. */
    item: (id: number) => ['marketplace', 'item', id] as const,
  },
  /** mf-checkout's data (the order page, the operator's list); mf-profile lists a student's orders. */
  orders: {
    all: ['orders'] as const,
    /** GET /api/orders/{id}. */
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  /** mf-messages' data; the shell drops it all when the person signed in changes. */
  messages: {
    all: ['messages'] as const,
  },
};
