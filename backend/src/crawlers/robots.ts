import { paths } from '@campus/contracts';

/**
 * Addresses no crawler should fetch: the API, pages that need sign-in or carry a one-time token, and
 * the release-preview switches. Prefixes, as robots.txt reads them (`/profile` covers `/profile-completion`).
 */
export const DISALLOWED = [
  '/api/',
  paths.messages(),
  paths.profile(),
  paths.notifications,
  paths.orders,
  '/checkout',
  paths.paymentSuccess,
  '/post-service-payment/',
  paths.createGig,
  '/gigs/*/edit',
  paths.marketplaceCreate,
  '/marketplace/edit/',
  paths.verifyEmail,
  '/operator/',
  '/preview/',
  '/mf-local/',
] as const;

/** robots.txt: public pages allowed, private ones not, and where the sitemap is (an absolute URL). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
