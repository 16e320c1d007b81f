import { PRODUCT_NAME } from '@campus/contracts';

/** Browser tab titles by route, so each page (and what a screen reader announces) is named. */
const TITLES: [pattern: string, title: string][] = [
  ['/', PRODUCT_NAME],
  ['/auth', 'Sign in'],
  ['/login', 'Sign in'],
  ['/register', 'Sign in'],
  ['/verify-email', 'Verify Email'],
  ['/profile-completion', 'Complete Your Profile'],
  ['/gigs', 'Browse Gigs'],
  ['/gigs/:id', 'Gig details'],
  ['/gigs/:id/edit', 'Edit Gig'],
  ['/create-gig', 'Create a New Gig'],
  ['/profile', 'My Profile'],
  ['/checkout/success', 'Payment'],
  ['/checkout/:gigId', 'Complete Your Booking'],
  ['/payment-success', 'Payment'],
  ['/post-service-payment/:orderId', 'Complete Your Payment'],
  ['/messages', 'Messages'],
  ['/messages/:id', 'Messages'],
  ['/marketplace', 'Campus Marketplace'],
  ['/marketplace/create', 'List an Item for Sale'],
  ['/marketplace/edit/:itemId', 'Edit Marketplace Item'],
  ['/marketplace/:itemId', 'Item details'],
  ['/orders', 'My Orders'],
  ['/orders/:orderId', 'Order details'],
  ['/notifications', 'Notifications'],
  ['/operator/disputes', 'Open disputes'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
];

/** Segment by segment; ':name' matches any one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pathname === '') return pattern === '/';
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** 'Browse Gigs · Campus Skills Marketplace'; the home page is the product name alone. */
export function pageTitle(pathname: string): string {
  const found = TITLES.find(([pattern]) => matches(pattern, pathname));
  const title = found ? found[1] : '404 Page Not Found';
  return title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
}
