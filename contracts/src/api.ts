import { lazySchema, z } from './zod';
import { messageReply, ok } from './entities/common';
import {
  authStatus,
  googleSignIn,
  login,
  register,
  resendVerification,
  syncSession,
  userReply,
  verifyEmailCode,
  verifyEmailToken,
} from './entities/auth';
import { currentUser, profileCompletion, profileUpdate, publicUser } from './entities/user';
import { created, gig, gigCreate, gigPage, gigQuery, gigStatusUpdate, gigUpdate } from './entities/gig';
import { review, reviewCreate, reviewList, reviewReply, reviewUpdate } from './entities/review';
import {
  contestDisputeBody,
  dashboard,
  disputeDecisionBody,
  extraTimeRequestBody,
  openDisputeBody,
  orderDetail,
  orderDetailList,
  postServicePaymentComplete,
  testClockBody,
  testClockReply,
} from './entities/order-detail';
import {
  cancelOrderReply,
  capturePayment,
  capturePaymentReply,
  confirmReceipt,
  order,
  extraTime,
  orderList,
  paymentComplete,
  paymentCompleteReply,
  paymentIntentCreate,
  paymentIntentReply,
  postServicePayment,
  postServicePaymentReply,
} from './entities/order';
import {
  payoutOnboardingReply,
  payoutStatus,
  sandboxAuthenticate,
  sandboxConfirm,
  sandboxIntent,
} from './entities/sandbox-payment';
import {
  marketplaceItem,
  marketplaceItemCreate,
  marketplaceItemPage,
  marketplaceItemStatusUpdate,
  marketplaceItemUpdate,
  marketplaceQuery,
} from './entities/marketplace';
import {
  conversationCreate,
  conversationDetail,
  conversationList,
  conversationListEntry,
  conversationQuery,
  liveEvents,
  liveEventsQuery,
  message as chatMessage,
  messageCreate,
  unreadCount,
} from './entities/messaging';
import { uploadReply } from './entities/upload';
import {
  notificationPage,
  notificationQuery,
  notificationsRead,
  notificationsReadReply,
} from './entities/notification';
import { remoteManifest } from './remotes';
import { publicConfig } from './entities/config';
import { liveContract } from './entities/contract';
import { everyone, orderSide, ownersOnly, SIGNED_IN, type AccessDeclaration } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Path with `:name` parameters, as @koa/router writes them. */
  path: string;
  query?: Q;
  body?: B;
  reply: R;
}

/**
 * An endpoint of the route table: what the router mounts, plus who may call it (access.ts), declared
 * next to it. The authorization matrix test sends each role's request and checks the declared status.
 */
export interface DeclaredEndpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends Endpoint<Q, B, R> {
  access: AccessDeclaration;
}

const endpoint = <
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(
  e: DeclaredEndpoint<Q, B, R>,
) => e;

const strings = lazySchema(() => z.array(z.string()));

/** Every call of spec section 7, plus the escrow, review and conversation calls the spec leaves unshown. */
export const api = {
  // auth
  googleSignIn: endpoint({
    method: 'POST',
    path: '/api/auth/google',
    body: googleSignIn,
    reply: userReply,
    access: everyone(),
  }),
  syncSession: endpoint({
    method: 'POST',
    path: '/api/sync-session',
    body: syncSession,
    reply: ok,
    access: { anonymous: 401, stranger: 401, operator: 401, self: 'allowed' },
  }),
  authStatus: endpoint({ method: 'GET', path: '/api/auth/status', reply: authStatus, access: everyone() }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    reply: currentUser,
    access: { anonymous: 401, stranger: 200, operator: 200 },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: login,
    reply: currentUser,
    access: everyone(),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: register,
    reply: messageReply,
    access: everyone(201),
  }),
  logout: endpoint({ method: 'POST', path: '/api/logout', reply: ok, access: everyone() }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify-email',
    body: verifyEmailToken,
    reply: messageReply,
    access: everyone('allowed'),
  }),
  verifyEmailCode: endpoint({
    method: 'POST',
    path: '/api/verify-email/code',
    body: verifyEmailCode,
    reply: messageReply,
    access: everyone('allowed'),
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/verify-email/resend',
    body: resendVerification,
    reply: messageReply,
    access: everyone(),
  }),
  // users and profile
  user: endpoint({ method: 'GET', path: '/api/users/:id', reply: publicUser, access: everyone() }),
  completeProfile: endpoint({
    method: 'PATCH',
    path: '/api/users/:id',
    body: profileCompletion,
    reply: currentUser,
    access: ownersOnly(['self']),
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/profile',
    body: profileUpdate,
    reply: currentUser,
    access: SIGNED_IN,
  }),
  // gigs and reviews
  categories: endpoint({ method: 'GET', path: '/api/categories', reply: strings, access: everyone() }),
  gigs: endpoint({ method: 'GET', path: '/api/gigs', query: gigQuery, reply: gigPage, access: everyone() }),
  gig: endpoint({ method: 'GET', path: '/api/gigs/:id', reply: gig, access: everyone() }),
  gigReviews: endpoint({
    method: 'GET',
    path: '/api/gigs/:id/reviews',
    reply: reviewList,
    access: everyone(),
  }),
  createGig: endpoint({
    method: 'POST',
    path: '/api/gigs',
    body: gigCreate,
    reply: created,
    access: SIGNED_IN,
  }),
  updateGig: endpoint({
    method: 'PUT',
    path: '/api/gigs/:id',
    body: gigUpdate,
    reply: gig,
    access: ownersOnly(['gigOwner']),
  }),
  setGigStatus: endpoint({
    method: 'PUT',
    path: '/api/gigs/:id/status',
    body: gigStatusUpdate,
    reply: gig,
    access: ownersOnly(['gigOwner']),
  }),
  deleteGig: endpoint({
    method: 'DELETE',
    path: '/api/gigs/:id',
    reply: ok,
    access: ownersOnly(['gigOwner']),
  }),
  createReview: endpoint({
    method: 'POST',
    path: '/api/reviews',
    body: reviewCreate,
    reply: review,
    access: orderSide('orderCustomer'),
  }),
  updateReview: endpoint({
    method: 'PUT',
    path: '/api/reviews/:id',
    body: reviewUpdate,
    reply: review,
    access: { ...ownersOnly(['reviewAuthor']), reviewedProvider: 403 },
  }),
  replyToReview: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    body: reviewReply,
    reply: review,
    access: { ...ownersOnly(['reviewedProvider']), reviewAuthor: 403 },
  }),
  upload: endpoint({ method: 'POST', path: '/api/upload', reply: uploadReply, access: SIGNED_IN }),
  // orders and payments
  orders: endpoint({ method: 'GET', path: '/api/orders', reply: orderList, access: SIGNED_IN }),
  order: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    reply: orderDetail,
    // operators see an order once it was disputed (the matrix's order is not): to them too it is a 404
    access: ownersOnly(['orderCustomer', 'orderProvider'], 404),
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: paymentIntentCreate,
    reply: paymentIntentReply,
    access: { ...SIGNED_IN, gigOwner: 403, itemSeller: 403 },
  }),
  paymentComplete: endpoint({
    method: 'POST',
    path: '/api/payment-complete',
    body: paymentComplete,
    reply: paymentCompleteReply,
    // looked up by the customer's payment intent: to anyone else, the provider included, there is no order
    access: { ...orderSide('orderCustomer'), orderProvider: 404 },
  }),
  capturePayment: endpoint({
    method: 'POST',
    path: '/api/capture-payment',
    body: capturePayment,
    reply: capturePaymentReply,
    access: orderSide('orderCustomer'),
  }),
  postServicePayment: endpoint({
    method: 'POST',
    path: '/api/post-service-payment',
    body: postServicePayment,
    reply: postServicePaymentReply,
    access: orderSide('orderCustomer'),
  }),
  confirmReceipt: endpoint({
    method: 'POST',
    path: '/api/confirm-receipt',
    body: confirmReceipt,
    reply: order,
    access: orderSide('orderCustomer'),
  }),
  openDispute: endpoint({
    method: 'POST',
    path: '/api/open-dispute',
    body: openDisputeBody,
    reply: order,
    access: orderSide('orderCustomer'),
  }),
  withdrawDispute: endpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute/withdraw',
    reply: order,
    access: orderSide('orderCustomer'),
  }),
  acceptRefund: endpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute/accept-refund',
    reply: order,
    access: orderSide('orderProvider'),
  }),
  contestDispute: endpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute/contest',
    body: contestDisputeBody,
    reply: order,
    access: orderSide('orderProvider'),
  }),
  requestExtraTime: endpoint({
    method: 'POST',
    path: '/api/orders/:id/extra-time',
    body: extraTimeRequestBody,
    reply: extraTime,
    access: orderSide('orderProvider'),
  }),
  postServicePaymentComplete: endpoint({
    method: 'POST',
    path: '/api/post-service-payment/complete',
    body: postServicePaymentComplete,
    reply: order,
    access: orderSide('orderCustomer'),
  }),
  // operators (OPERATOR_EMAILS)
  operatorDisputes: endpoint({
    method: 'GET',
    path: '/api/operator/disputes',
    reply: orderDetailList,
    access: { anonymous: 401, stranger: 403, operator: 200 },
  }),
  decideDispute: endpoint({
    method: 'POST',
    path: '/api/operator/disputes/:id/decide',
    body: disputeDecisionBody,
    reply: orderDetail,
    access: { anonymous: 401, stranger: 403, operator: 'allowed', orderCustomer: 403, orderProvider: 403 },
  }),
  dashboard: endpoint({ method: 'GET', path: '/api/dashboard', reply: dashboard, access: SIGNED_IN }),
  /** NODE_ENV=test only: moves the server's clock forward (journeys of timed transitions). */
  testClock: endpoint({
    method: 'POST',
    path: '/api/test/clock',
    body: testClockBody,
    reply: testClockReply,
    access: everyone(),
  }),
  /**
   * The customer cancels: before capture (the authorisation is voided), or once the delivery deadline
   * passed without delivery (refunded in full).
   */
  cancelOrder: endpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    reply: cancelOrderReply,
    access: orderSide('orderCustomer'),
  }),
  /** The provider (or seller) marks the service delivered (the item handed over): the escrow clock starts. */
  deliverOrder: endpoint({
    method: 'POST',
    path: '/api/orders/:id/deliver',
    reply: order,
    access: orderSide('orderProvider'),
  }),
  /** The provider (or seller) declines before delivery: the customer is refunded in full. */
  declineOrder: endpoint({
    method: 'POST',
    path: '/api/orders/:id/decline',
    reply: order,
    access: orderSide('orderProvider'),
  }),
  // the notification centre: the signed-in user's own notifications
  notifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: notificationQuery,
    reply: notificationPage,
    access: SIGNED_IN,
  }),
  readNotifications: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    body: notificationsRead,
    reply: notificationsReadReply,
    access: SIGNED_IN,
  }),
  /** The payment provider's signed webhook events (Stripe's, or the sandbox's signed the same way). */
  paymentWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    reply: lazySchema(() => z.object({ received: z.literal(true) })),
    access: everyone('allowed'),
  }),
  // the sandbox processor's browser calls (PAYMENT_PROVIDER=sandbox only); as with Stripe.js, the
  // intent's client secret is the capability, so any signed-in caller holding it may confirm
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/api/sandbox/confirm',
    body: sandboxConfirm,
    reply: sandboxIntent,
    access: SIGNED_IN,
  }),
  sandboxAuthenticate: endpoint({
    method: 'POST',
    path: '/api/sandbox/authenticate',
    body: sandboxAuthenticate,
    reply: sandboxIntent,
    access: SIGNED_IN,
  }),
  // payouts (provider)
  payoutStatus: endpoint({ method: 'GET', path: '/api/payouts', reply: payoutStatus, access: SIGNED_IN }),
  payoutOnboarding: endpoint({
    method: 'POST',
    path: '/api/payouts/onboarding',
    reply: payoutOnboardingReply,
    access: SIGNED_IN,
  }),
  // messaging
  conversations: endpoint({
    method: 'GET',
    path: '/api/conversations',
    reply: conversationList,
    access: SIGNED_IN,
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    query: conversationQuery,
    reply: conversationDetail,
    access: ownersOnly(['participant']),
  }),
  startConversation: endpoint({
    method: 'POST',
    path: '/api/conversations',
    body: conversationCreate,
    reply: conversationListEntry,
    access: SIGNED_IN,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/messages',
    body: messageCreate,
    reply: chatMessage,
    access: ownersOnly(['participant']),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/messages/unread-count',
    reply: unreadCount,
    access: SIGNED_IN,
  }),
  // marketplace
  marketplaceCategories: endpoint({
    method: 'GET',
    path: '/api/marketplace-categories',
    reply: strings,
    access: everyone(),
  }),
  itemConditions: endpoint({
    method: 'GET',
    path: '/api/item-conditions',
    reply: strings,
    access: everyone(),
  }),
  marketplaceItems: endpoint({
    method: 'GET',
    path: '/api/marketplace',
    query: marketplaceQuery,
    reply: marketplaceItemPage,
    access: everyone(),
  }),
  marketplaceItem: endpoint({
    method: 'GET',
    path: '/api/marketplace/:id',
    reply: marketplaceItem,
    access: everyone(),
  }),
  createMarketplaceItem: endpoint({
    method: 'POST',
    path: '/api/marketplace',
    body: marketplaceItemCreate,
    reply: marketplaceItem,
    access: SIGNED_IN,
  }),
  updateMarketplaceItem: endpoint({
    method: 'PUT',
    path: '/api/marketplace/:id',
    body: marketplaceItemUpdate,
    reply: marketplaceItem,
    access: ownersOnly(['itemSeller']),
  }),
  setMarketplaceItemStatus: endpoint({
    method: 'PUT',
    path: '/api/marketplace/:id/status',
    body: marketplaceItemStatusUpdate,
    reply: marketplaceItem,
    access: ownersOnly(['itemSeller']),
  }),
  deleteMarketplaceItem: endpoint({
    method: 'DELETE',
    path: '/api/marketplace/:id',
    reply: ok,
    access: ownersOnly(['itemSeller']),
  }),
  // configuration and federation
  config: endpoint({ method: 'GET', path: '/api/config', reply: publicConfig, access: everyone() }),
  remotes: endpoint({ method: 'GET', path: '/api/remotes', reply: remoteManifest, access: everyone() }),
  /** What the running site serves, for the ship gate: contracts and shell runtime versions, reply schemas. */
  contract: endpoint({ method: 'GET', path: '/api/contract', reply: liveContract, access: everyone() }),
} as const satisfies Record<string, DeclaredEndpoint>;

export type Api = typeof api;

/**
 * A Server-Sent Events stream (`text/event-stream`, read with `EventSource`), not a JSON call: `events`
 * maps each event name to the schema of its JSON `data`.
 */
export interface StreamEndpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  E extends Record<string, z.ZodMiniType> = Record<string, z.ZodMiniType>,
> {
  method: 'GET';
  path: string;
  query?: Q;
  events: E;
}

const stream = <Q extends z.ZodMiniType | undefined, E extends Record<string, z.ZodMiniType>>(
  s: StreamEndpoint<Q, E> & { access: AccessDeclaration },
) => s;

/** Every event stream. */
export const streams = {
  /**
   * The signed-in user's live messaging events (`message`, `read`, `unread`; see `liveEvents`), one
   * stream per tab. Visitors get 401. Each event's `id` is where a reconnection resumes (EventSource
   * sends it back as `Last-Event-ID`); comments (`: ping`) every TIMINGS.liveHeartbeatMs keep it open.
   */
  events: stream({
    method: 'GET',
    path: '/api/events',
    query: liveEventsQuery,
    events: liveEvents,
    access: { anonymous: 401, stranger: 200, operator: 200 },
  }),
} as const satisfies Record<string, StreamEndpoint & { access: AccessDeclaration }>;
export type EndpointName = keyof Api;
