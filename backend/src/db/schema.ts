/**
 * Every table of spec section 3. Money is integer cents. Timestamps are timestamptz.
 * Changing this file: run `pnpm --filter @campus/backend db:generate` and commit the new migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * GIN indexes update in place: a pending list would make searches read it unindexed until vacuum
 * flushes it. Listings are written rarely, so the cost is negligible.
 */
const GIN_NO_PENDING = { fastupdate: false };
// B-tree indexes list created_at ascending: scanned backwards they serve `order by created_at desc`.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    /** argon2 hash; null for Google-only accounts. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    university: text('university').notNull(),
    bio: text('bio'),
    profileImage: text('profile_image'),
    phoneNumber: text('phone_number'),
    isVerified: boolean('is_verified').notNull().default(false),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    verificationToken: text('verification_token').unique(),
    verificationCode: text('verification_code'),
    verificationExpiresAt: at('verification_expires_at'),
    createdAt: createdAt(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    googleId: text('google_id').unique(),
    /** 'google' | 'email' */
    authProvider: text('auth_provider'),
    /** The provider's payout account (a Stripe Connect Express account, or a sandbox one); null until set up. */
    payoutAccountId: text('payout_account_id').unique(),
    /** The payout account can receive transfers (onboarding finished). */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  },
  (t) => [check('users_auth_provider_check', sql`${t.authProvider} in ('google', 'email')`)],
);

/** koa-session store: one row per signed-in browser. */
export const sessions = pgTable(
  'sessions',
  {
    key: text('key').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the session belongs to a signed-in user, so all of a user's sessions can be revoked. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_user_id_idx').on(t.userId)],
);

export const gigs = pgTable(
  'gigs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Hourly price in cents. */
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    /**
     * Weighted full-text vector (title > tags > description) for word, stem and prefix search. Text is
     * split at every non-alphanumeric character first, so 'Node.js' gives 'node' and 'js'.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, campus_search_words(title)), 'A') || setweight(to_tsvector('english'::regconfig, campus_search_words(campus_join_text(tags))), 'B') || setweight(to_tsvector('english'::regconfig, campus_search_words(description)), 'C')`,
    ),
  },
  (t) => [
    check('gigs_price_check', sql`${t.priceCents} >= 0`),
    // 'deleted': a gig deleted by its provider while it has orders stays for their history only.
    check('gigs_status_check', sql`${t.status} in ('active', 'inactive', 'deleted')`),
    index('gigs_active_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('gigs_active_category_created_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('gigs_provider_idx').on(t.providerId, t.createdAt),
    // Search, alone or within a category, in one GIN scan: btree_gin lets the index hold the category
    // beside the vector (no category-wide bitmap to intersect), and a search alone uses its second column.
    index('gigs_category_search_idx')
      .using('gin', t.category, t.searchVector)
      .with(GIN_NO_PENDING)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    condition: text('condition').notNull(),
    location: text('location'),
    status: text('status').notNull().default('available'),
    createdAt: createdAt(),
    /** Image URLs; null when none (spec). */
    images: text('images').array(),
    /** Full-text vector (title > description), built like the gigs' one. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, campus_search_words(title)), 'A') || setweight(to_tsvector('english'::regconfig, campus_search_words(description)), 'C')`,
    ),
  },
  (t) => [
    check('marketplace_items_price_check', sql`${t.priceCents} > 0`),
    check('marketplace_items_status_check', sql`${t.status} in ('available', 'pending', 'sold')`),
    index('marketplace_items_created_idx').on(t.createdAt, t.id),
    index('marketplace_items_category_created_idx').on(t.category, t.createdAt, t.id),
    index('marketplace_items_seller_idx').on(t.sellerId),
    index('marketplace_items_category_search_idx')
      .using('gin', t.category, t.searchVector)
      .with(GIN_NO_PENDING),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gigId: integer('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Everything the customer pays, in cents (price + platform fee + transaction fee). */
    totalAmountCents: integer('total_amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    /** The gig's hourly price as charged (cents), kept even if the gig changes later. */
    priceCents: integer('price_cents').notNull().default(0),
    transactionFeeCents: integer('transaction_fee_cents').notNull().default(0),
    /** 'sandbox' | 'stripe': the payment provider that holds `payment_intent_id`. */
    paymentProvider: text('payment_provider'),
    /** The intent's client secret, handed back when the same booking is opened again. */
    paymentClientSecret: text('payment_client_secret'),
    /** When the card was authorised (`payment_processing`); the authorisation lapses after a margin. */
    authorisedAt: at('authorised_at'),
    cancelledAt: at('cancelled_at'),
    /** Why it was cancelled: 'customer', 'authorisation_expired', 'payment_abandoned'. */
    cancelReason: text('cancel_reason'),
    disputeOpenedAt: at('dispute_opened_at'),
    /** The provider contested the dispute (their statement): an operator decides. */
    disputeContestedAt: at('dispute_contested_at'),
    disputeStatement: text('dispute_statement'),
    /** 'release' | 'refund' | 'withdrawn' | 'accepted_refund' */
    disputeOutcome: text('dispute_outcome'),
    /** The decision's note, which both parties see. */
    disputeNote: text('dispute_note'),
    disputeDecidedAt: at('dispute_decided_at'),
    disputeDecidedBy: integer('dispute_decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Cents refunded to the card (a partial refund releases the rest). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * The refund attempt of the order at the payment provider, in its refund's idempotency key: raised
     * only when a refund the provider refused (nothing refunded) gave its claim back, so that the next
     * refund (another amount, or the provider's acceptance) is a new request, not the refused one's replay.
     */
    refundAttempt: integer('refund_attempt').notNull().default(0),
    /** The transfer of the provider's share to their payout account. */
    payoutTransferId: text('payout_transfer_id'),
    paidOutAt: at('paid_out_at'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
    paymentIntentId: text('payment_intent_id').unique(),
    paymentCapturedAt: at('payment_captured_at'),
    escrowReleaseDate: at('escrow_release_date'),
    disputeDeadline: at('dispute_deadline'),
    disputeReason: text('dispute_reason'),
    disputeDetails: text('dispute_details'),
    buyerConfirmedAt: at('buyer_confirmed_at'),
    fundsReleasedAt: at('funds_released_at'),
    refundedAt: at('refunded_at'),
    isMarketplaceItem: boolean('is_marketplace_item').notNull().default(false),
    marketplaceItemId: integer('marketplace_item_id').references(() => marketplaceItems.id, {
      onDelete: 'set null',
    }),
    /** The process it follows (contracts' ORDER_PROCESSES): 'gig-booking' | 'item-purchase'. */
    processName: text('process_name').notNull().default('gig-booking'),
    /** The version of the process it started with; a newer version applies to newer orders only. */
    processVersion: integer('process_version').notNull(),
    /** The provider marked the service delivered (the seller handed the item over): the escrow clock starts. */
    deliveredAt: at('delivered_at'),
    /** Timer: not delivered by then, the customer may cancel for a full refund. */
    deliveryCancellableAt: at('delivery_cancellable_at'),
    /** Timer: not delivered by then, refunded automatically (`expire_delivery`). */
    deliveryRefundAt: at('delivery_refund_at'),
    /**
     * The customer's note to the provider (or seller) given at checkout: kept here until the payment is
     * authorised, then posted once as a message of the pair's conversation (orders/booking-note.ts).
     */
    bookingNote: text('booking_note'),
    /** When the note was posted to the conversation: it is posted once, whoever authorises. */
    bookingNoteSentAt: at('booking_note_sent_at'),
  },
  (t) => [
    check('orders_amounts_check', sql`${t.totalAmountCents} >= 0 and ${t.platformFeeCents} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'awaiting_payment', 'payment_processing', 'payment_held', 'confirmed_completed', 'in_dispute', 'funds_released', 'refunded', 'cancelled', 'completed')`,
    ),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_provider_idx').on(t.providerId, t.createdAt),
    index('orders_gig_idx').on(t.gigId),
    index('orders_escrow_release_idx')
      .on(t.escrowReleaseDate)
      .where(sql`${t.status} = 'payment_held'`),
    // One open booking per customer and gig: a second click, tab or retry finds it (create-payment-intent).
    uniqueIndex('orders_open_booking_unique')
      .on(t.customerId, t.gigId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_delivery_refund_idx')
      .on(t.deliveryRefundAt)
      .where(sql`${t.status} = 'payment_held'`),
    // One order holds an item at a time: two buyers racing get one order (the other a 409).
    uniqueIndex('orders_open_item_unique')
      .on(t.marketplaceItemId)
      .where(
        sql`${t.marketplaceItemId} is not null and ${t.status} in ('awaiting_payment', 'payment_processing', 'payment_held', 'in_dispute')`,
      ),
    check('orders_process_check', sql`${t.processName} in ('gig-booking', 'item-purchase')`),
  ],
);

/**
 * Extra hours a provider asks to be paid for after the session (post-service payment): priced from the
 * order's hourly price with the one fee rule, paid by card with immediate capture, once.
 */
export const extraTimeRequests = pgTable(
  'extra_time_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Hours in half-hour steps. */
    hours: numeric('hours', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    transactionFeeCents: integer('transaction_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** 'requested' | 'paid' */
    status: text('status').notNull().default('requested'),
    paymentIntentId: text('payment_intent_id').unique(),
    paymentClientSecret: text('payment_client_secret'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('extra_time_requests_order_idx').on(t.orderId),
    check('extra_time_requests_status_check', sql`${t.status} in ('requested', 'paid')`),
    // one open request per order at a time
    uniqueIndex('extra_time_requests_open_unique')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
  ],
);

/** Every transition an order took: who, what, when, from, to (orders/process.ts writes it). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The transition's name in the contracts' order process table. */
    transition: text('transition').notNull(),
    /** 'customer' | 'provider' | 'system' | 'operator' */
    actorKind: text('actor_kind').notNull(),
    /** The user who took it; null for the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** What caused it for the system ('webhook evt_…', 'reconcile', 'job'), notes, amounts. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_check', sql`${t.actorKind} in ('customer', 'provider', 'system', 'operator')`),
  ],
);

/**
 * The double-entry ledger: a journal is one money movement (authorised, captured into escrow, fee,
 * payable, paid out, refunded), its entries sum to zero. `key` makes each movement happen once.
 */
export const ledgerJournals = pgTable('ledger_journals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Unique per movement, e.g. 'order:42:capture'. */
  key: text('key').notNull().unique(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'cascade' }),
    /** e.g. 'escrow', 'platform_revenue', 'card_holds', 'provider_payable:7'. */
    account: text('account').notNull(),
    /** Signed: the entries of one journal sum to zero. */
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.account),
  ],
);

/**
 * Mails about order transitions still to send (an outbox: written in the transition's transaction, sent
 * by the `order-mails` job, retried while the mail server is down, so none is lost).
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transition: text('transition').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_mails_once').on(t.orderId, t.transition, t.recipientId),
    index('order_mails_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Payment-provider webhook events already handled (by event id): a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * The sandbox payment processor's own records (payments/sandbox): PaymentIntents with Stripe's states,
 * refunds, transfers, payout accounts, idempotency keys and the webhook events it still has to deliver.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method | requires_action | requires_capture | succeeded | canceled */
  status: text('status').notNull(),
  /** 'manual' (authorise, capture later) or 'automatic' (captured at confirmation). */
  captureMethod: text('capture_method').notNull(),
  amountCapturedCents: integer('amount_captured_cents').notNull().default(0),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  /** The card's last four digits once one was tried. */
  cardLast4: text('card_last4'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => sandboxPaymentIntents.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  destination: text('destination').notNull(),
  amountCents: integer('amount_cents').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  /** Onboarding finished: transfers may go to it. */
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/** A mutating call's idempotency key and the reply it gave: the same key answers the same reply. */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  reply: jsonb('reply').notNull(),
  createdAt: createdAt(),
});

/** Webhook events the sandbox sends (signed like Stripe's), kept until delivered. */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('sandbox_webhook_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gigId: integer('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
    /** The provider's one public reply. */
    reply: text('reply'),
    repliedAt: at('replied_at'),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_order_unique').on(t.orderId),
    index('reviews_gig_idx').on(t.gigId, t.createdAt),
    index('reviews_provider_idx').on(t.providerId),
  ],
);

/** A pair of users talks in one conversation: participant_one_id < participant_two_id. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    participantOneId: integer('participant_one_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantTwoId: integer('participant_two_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_order_check', sql`${t.participantOneId} < ${t.participantTwoId}`),
    uniqueIndex('conversations_pair_unique').on(t.participantOneId, t.participantTwoId),
    index('conversations_two_idx').on(t.participantTwoId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    isRead: boolean('is_read').notNull().default(false),
  },
  (t) => [
    // A conversation's pages (latest first, `id < before` for older ones) and the live stream's catch-up
    // (`id > last`) are one range of this index each; ids follow commit order per user (messages/service.ts).
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`not ${t.isRead}`),
  ],
);

/**
 * The last 'unread message' mail per conversation and recipient: at most one an hour (messages/unread-mail.ts).
 */
export const conversationMails = pgTable(
  'conversation_mails',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);

export type UserRow = typeof users.$inferSelect;
export type GigRow = typeof gigs.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type MarketplaceItemRow = typeof marketplaceItems.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Images students uploaded (re-encoded: `/uploads/<key>.webp` and its thumbnail `<key>-thumb.webp`).
 * The owner may attach them to a gig or an item; ones nobody references are swept after a grace period.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Content hash of the re-encoded display image: the stored files' name. */
    key: text('key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);

/**
 * Throttled attempts per key ('login:ip:<ip>', 'register:ip:<ip>', ...) in a fixed window that ends at
 * `expires_at`, kept here so every backend instance counts the same attempts (see auth/throttle.ts).
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    /** Attempts counted in the current window (an attempt that succeeded may be taken back). */
    hits: integer('hits').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('auth_throttle_expires_idx').on(t.expiresAt)],
);

/**
 * The notification centre: one row per user and thing told (`key`: the order event, the review), made
 * in the same transaction as what it tells of, so none is lost and none is made twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'order' | 'review' | 'review_reply' */
    kind: text('kind').notNull(),
    /** What it tells of, once per user: 'order-event:41', 'review:7', 'review-reply:7'. */
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    transition: text('transition'),
    text: text('text').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in ('order', 'review', 'review_reply')`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Published remote builds (`npm run ship`, docs/decisions/shared-releases.md): shared by every instance,
 * never changed once written (a prune deletes a release whole). `meta` is its release.json
 * ({ id, version, shellRuntime, publishedAt, adopted? }), `contract` its contract.json.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    folder: text('folder').notNull(),
    id: text('id').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
    contract: jsonb('contract'),
    publishedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.id] })],
);

/** The files of a published release, served at `/mf/<folder>/<id>/<path>`. */
export const remoteReleaseFiles = pgTable(
  'remote_release_files',
  {
    folder: text('folder').notNull(),
    id: text('id').notNull(),
    path: text('path').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.folder, t.id, t.path] }),
    foreignKey({
      columns: [t.folder, t.id],
      foreignColumns: [remoteReleases.folder, remoteReleases.id],
    }).onDelete('cascade'),
  ],
);

/** The live record of one remote: a live.json entry ({ live, history, activations, canary?, previews? }). */
export const remoteLive = pgTable('remote_live', {
  folder: text('folder').primaryKey(),
  entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
