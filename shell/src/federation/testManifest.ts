import type { RemoteManifest, ServedRemote } from '@campus/contracts';

/** A served remote for tests: live, with no pages or menu entries unless given. */
export function servedRemote(name: string, overrides: Partial<ServedRemote> = {}): ServedRemote {
  const folder = name.replace('_', '-');
  return {
    name,
    folder,
    entry: `/mf/${folder}/0.1.0-aaaaaaaa/remoteEntry.js`,
    version: '0.1.0-aaaaaaaa',
    channel: 'live',
    routes: [],
    nav: [],
    ...overrides,
  };
}

/** The product's remotes as their declarations describe them: the pages, titles and menus tests expect. */
export const TEST_MANIFEST: RemoteManifest = {
  remotes: [
    servedRemote('mf_gigs', {
      routes: [
        { path: '/gigs', page: './BrowseGigsPage', guarded: false, title: 'Browse Gigs' },
        { path: '/gigs/:id', page: './GigDetailPage', guarded: false, title: 'Gig details' },
        { path: '/create-gig', page: './CreateGigPage', guarded: true, title: 'Create a New Gig' },
        { path: '/gigs/:id/edit', page: './EditGigPage', guarded: true, title: 'Edit Gig' },
      ],
      nav: [
        { label: 'Browse Gigs', to: '/gigs', area: 'public', order: 10 },
        { label: 'Create Gig', to: '/create-gig', area: 'signedIn', order: 20 },
        { label: 'My Gigs', to: '/profile?tab=gigs', area: 'userMenu', order: 30 },
      ],
    }),
    servedRemote('mf_marketplace', {
      routes: [
        { path: '/marketplace', page: './MarketplacePage', guarded: false, title: 'Campus Marketplace' },
        {
          path: '/marketplace/create',
          page: './CreateItemPage',
          guarded: true,
          title: 'List an Item for Sale',
        },
        {
          path: '/marketplace/edit/:itemId',
          page: './EditItemPage',
          guarded: true,
          title: 'Edit Marketplace Item',
        },
        { path: '/marketplace/:itemId', page: './ItemDetailPage', guarded: false, title: 'Item details' },
      ],
      nav: [
        { label: 'Marketplace', to: '/marketplace', area: 'public', order: 20 },
        { label: 'Sell Item', to: '/marketplace/create', area: 'userMenu', order: 40 },
      ],
    }),
    servedRemote('mf_messages', {
      routes: [
        { path: '/messages', page: './MessagesPage', guarded: true, title: 'Messages' },
        { path: '/messages/:id', page: './MessagesPage', guarded: true, title: 'Messages' },
      ],
      nav: [{ label: 'Messages', to: '/messages', area: 'signedIn', order: 30, badge: 'unread-messages' }],
    }),
    servedRemote('mf_checkout', {
      routes: [
        { path: '/checkout/success', page: './CheckoutSuccessPage', guarded: true, title: 'Payment' },
        { path: '/checkout/:gigId', page: './CheckoutPage', guarded: true, title: 'Complete Your Booking' },
        {
          path: '/checkout/item/:itemId',
          page: './CheckoutPage',
          guarded: true,
          title: 'Complete Your Booking',
        },
        { path: '/payment-success', page: './PaymentSuccessPage', guarded: true, title: 'Payment' },
        {
          path: '/post-service-payment/:orderId',
          page: './PostServicePaymentPage',
          guarded: true,
          title: 'Complete Your Payment',
        },
        { path: '/orders/:orderId', page: './OrderPage', guarded: true, title: 'Order details' },
        { path: '/operator/disputes', page: './OperatorPage', guarded: true, title: 'Open disputes' },
      ],
      nav: [{ label: 'Open disputes', to: '/operator/disputes', area: 'operator', order: 10 }],
    }),
    servedRemote('mf_profile', {
      routes: [
        { path: '/profile', page: './ProfilePage', guarded: true, title: 'My Profile' },
        {
          path: '/profile-completion',
          page: './ProfileCompletionPage',
          guarded: true,
          title: 'Complete Your Profile',
        },
      ],
      nav: [
        { label: 'My Profile', to: '/profile', area: 'signedIn', order: 10 },
        { label: 'My Profile', to: '/profile', area: 'userMenu', order: 10 },
        { label: 'My Orders', to: '/profile?tab=orders', area: 'userMenu', order: 20 },
      ],
    }),
  ],
};
