/** Every page module the shell routes to, as 'remote/ExposedModule' (see the team brief). */
export const REMOTE_PAGES = {
  browseGigs: 'mf_gigs/BrowseGigsPage',
  gigDetail: 'mf_gigs/GigDetailPage',
  createGig: 'mf_gigs/CreateGigPage',
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
} as const;

export type RemotePageId = (typeof REMOTE_PAGES)[keyof typeof REMOTE_PAGES];
