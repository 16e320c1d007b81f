/** Business constants of spec section 9: one definition for the front end and the back end. */

export const SERVICE_CATEGORIES = [
  'Tutoring',
  'Reliable Rides',
  'Design',
  'Babysitting',
  'Moving Help',
  'Homework Helper',
  'Photography',
  'Music Lessons',
  'Research',
  'Other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Icon name per service category (names of the shell's icon set). */
export const CATEGORY_ICONS: Record<ServiceCategory, string> = {
  Tutoring: 'book-open',
  'Reliable Rides': 'car',
  Design: 'palette',
  Babysitting: 'baby',
  'Moving Help': 'truck',
  'Homework Helper': 'pencil',
  Photography: 'camera',
  'Music Lessons': 'music',
  Research: 'flask',
  Other: 'sparkles',
};

export const ITEM_CATEGORIES = [
  'Textbooks',
  'Electronics',
  'Furniture',
  'Clothing',
  'School Supplies',
  'Sports Equipment',
  'Home Goods',
  'Transportation',
  'Event Tickets',
  'Other',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const ITEM_STATUSES = ['available', 'pending', 'sold'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * Gig statuses the API shows: 'inactive' is paused by its provider (its page loads, it is out of browse
 * and search, and it cannot be booked). The database also has 'deleted' (a gig deleted while it has
 * orders, kept for their history): such a gig answers 404 and is never shown.
 */
export const GIG_STATUSES = ['active', 'inactive'] as const;
export type GigStatus = (typeof GIG_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'payment_processing',
  'payment_held',
  'confirmed_completed',
  'in_dispute',
  'funds_released',
  'refunded',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Fees: 4% platform fee on the price plus a fixed $0.40 transaction fee (DESIGN.md: one rule). */
export const PLATFORM_FEE_PERCENT = 4;
export const TRANSACTION_FEE_CENTS = 40;

/**
 * The escrow's clock (issue 20): it starts when the provider marks the service delivered. From then the
 * customer may dispute for DISPUTE_WINDOW_DAYS ("within 3 days of completion") and the payment is
 * released automatically ESCROW_RELEASE_DAYS after delivery unless confirmed or disputed first.
 */
export const ESCROW_RELEASE_DAYS = 7;
export const DISPUTE_WINDOW_DAYS = 3;
/**
 * Delivery deadline, counted from the capture into escrow: with no delivery after
 * DELIVERY_CANCEL_AFTER_DAYS the customer may cancel for a full refund; after DELIVERY_REFUND_AFTER_DAYS
 * it is refunded automatically.
 */
export const DELIVERY_CANCEL_AFTER_DAYS = 14;
export const DELIVERY_REFUND_AFTER_DAYS = 21;

export const LIMITS = {
  featuredGigs: 6,
  categoryTiles: 10,
  recentGigs: 5,
  recentActivity: 6,
  cardDescription: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  itemPriceMin: 0.01,
  itemPriceMax: 10000,
  /** Photos of one marketplace item (issue 11). */
  itemImagesMax: 8,
  /** Bounds the spec leaves open for an item's text. */
  itemTitleMax: 120,
  itemDescriptionMax: 5000,
  browsePriceMin: 0,
  browsePriceMax: 100,
  browsePriceStep: 1,
  marketplacePriceMax: 1000,
  marketplacePriceStep: 5,
  starMax: 5,
  passwordMin: 6,
  verificationCodeLength: 6,
  unreadBadgeCap: 9,
  /** Bounds the spec leaves open, chosen so bad input gets a clear 400 rather than a huge row. */
  gigTitleMax: 120,
  gigDescriptionMax: 5000,
  /** Hourly rate bounds of a gig, in dollars. */
  gigPriceMin: 1,
  gigPriceMax: 10000,
  messageMax: 5000,
  /** The customer's note to the provider at checkout (sent as a message, so at most a message's length). */
  bookingNoteMax: 1000,
  /** Messages of a conversation per page (newest page first; `limit` up to listMax). */
  messagePageSize: 50,
  /** Messages (and conversation starts with a message) one student may send per minute; then 429. */
  messagesPerMinute: 30,
  bioMax: 2000,
  /** A review's comment, and the provider's reply. */
  reviewMax: 2000,
  /** A dispute's details, the provider's statement, the operator's note. */
  statementMax: 4000,
  /** A first or last name. */
  nameMax: 80,
  listMax: 100,
  /** Items per page of the gig and marketplace lists ('Load more' fetches the next). */
  pageSize: 12,
} as const;

export const TIMINGS = {
  verificationRedirectMs: 2000,
  profileCompletionRedirectMs: 800,
  authStatusCacheMs: 30_000,
  loadingGuardMs: 300,
  profileCheckRouteMs: 500,
  profileCheckGlobalMs: 800,
  eduErrorToastMs: 6000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  /** The live event stream sends a comment this often: no data for twice as long means it is dead. */
  liveHeartbeatMs: 25_000,
} as const;

export const LEGAL_LAST_UPDATED = 'April 28, 2025';
export const PRODUCT_NAME = 'Campus Skills Marketplace';

/** Local-storage keys the spec names. */
export const STORAGE_KEYS = { user: 'user', auth: 'auth' } as const;
