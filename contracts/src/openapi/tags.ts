/** The resource groups of the document, by the path's first segment after /api/. */
export const TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in, email verification, the session.' },
  { name: 'users', description: 'Public profiles and the signed-in user’s own.' },
  { name: 'gigs', description: 'Services offered by students, and their categories.' },
  { name: 'reviews', description: 'Reviews of completed orders and the provider’s replies.' },
  { name: 'uploads', description: 'Image uploads for gigs and items.' },
  { name: 'orders', description: 'Checkout, escrow, delivery, disputes, the dashboard.' },
  { name: 'operator', description: 'The operators’ dispute desk.' },
  { name: 'payments', description: 'Payment provider webhooks, the sandbox processor, payouts.' },
  { name: 'messages', description: 'Conversations, messages and the live event stream.' },
  { name: 'notifications', description: 'The signed-in user’s notification centre.' },
  { name: 'marketplace', description: 'Second-hand items, their categories and conditions.' },
  { name: 'site', description: 'Configuration, federated remotes, the live contract and this document.' },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

const BY_SEGMENT: Record<string, TagName> = {
  auth: 'auth',
  'sync-session': 'auth',
  me: 'auth',
  login: 'auth',
  register: 'auth',
  logout: 'auth',
  'verify-email': 'auth',
  users: 'users',
  profile: 'users',
  categories: 'gigs',
  gigs: 'gigs',
  reviews: 'reviews',
  upload: 'uploads',
  orders: 'orders',
  'create-payment-intent': 'orders',
  'payment-complete': 'orders',
  'capture-payment': 'orders',
  'post-service-payment': 'orders',
  'confirm-receipt': 'orders',
  'open-dispute': 'orders',
  dashboard: 'orders',
  test: 'orders',
  operator: 'operator',
  payments: 'payments',
  sandbox: 'payments',
  payouts: 'payments',
  conversations: 'messages',
  messages: 'messages',
  events: 'messages',
  notifications: 'notifications',
  'marketplace-categories': 'marketplace',
  'item-conditions': 'marketplace',
  marketplace: 'marketplace',
  config: 'site',
  remotes: 'site',
  contract: 'site',
  'openapi.json': 'site',
};

/** The tag of an /api path; a path of a new resource throws until it is given one here. */
export function tagOf(path: string): TagName {
  const segment = path.split('/')[2] ?? '';
  const tag = BY_SEGMENT[segment];
  if (!tag)
    throw new Error(`No OpenAPI tag for ${path}: add its first segment to contracts/src/openapi/tags.ts`);
  return tag;
}
