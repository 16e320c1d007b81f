/** Front-end addresses of spec section 2, built in one place. */
export const paths = {
  home: '/',
  auth: (redirect?: string) => (redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth'),
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  profileCompletion: '/profile-completion',
  gigs: (query?: Record<string, string | number | undefined>) => withQuery('/gigs', query),
  gig: (id: number) => `/gigs/${id}`,
  /** Edit a gig (its provider only): not in the spec's route table; the create form, prefilled. */
  editGig: (id: number) => `/gigs/${id}/edit`,
  createGig: '/create-gig',
  profile: (tab?: 'profile' | 'gigs' | 'orders' | 'dashboard') => (tab ? `/profile?tab=${tab}` : '/profile'),
  checkout: (gigId: number) => `/checkout/${gigId}`,
  /** Buying a marketplace item with escrow: the same checkout page. */
  checkoutItem: (itemId: number) => `/checkout/item/${itemId}`,
  checkoutSuccess: '/checkout/success',
  paymentSuccess: '/payment-success',
  postServicePayment: (orderId: number) => `/post-service-payment/${orderId}`,
  messages: (conversationId?: number) => (conversationId ? `/messages/${conversationId}` : '/messages'),
  marketplace: '/marketplace',
  marketplaceCreate: '/marketplace/create',
  marketplaceEdit: (itemId: number) => `/marketplace/edit/${itemId}`,
  marketplaceItem: (itemId: number) => `/marketplace/${itemId}`,
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  orders: '/orders',
  /** The notification centre's full list (the navbar's bell opens its latest). */
  notifications: '/notifications',
  order: (orderId: number) => `/orders/${orderId}`,
  /** The operators' dispute desk (users listed in OPERATOR_EMAILS). */
  operatorDisputes: '/operator/disputes',
} as const;

export function withQuery(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
