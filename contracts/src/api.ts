import { z } from './zod';
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
  extraTime,
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
import { remoteManifest } from './remotes';
import { publicConfig } from './entities/config';

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

const endpoint = <
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(
  e: Endpoint<Q, B, R>,
) => e;

const strings = z.array(z.string());

/** Every call of spec section 7, plus the escrow, review and conversation calls the spec leaves unshown. */
export const api = {
  // auth
  googleSignIn: endpoint({ method: 'POST', path: '/api/auth/google', body: googleSignIn, reply: userReply }),
  syncSession: endpoint({ method: 'POST', path: '/api/sync-session', body: syncSession, reply: ok }),
  authStatus: endpoint({ method: 'GET', path: '/api/auth/status', reply: authStatus }),
  me: endpoint({ method: 'GET', path: '/api/me', reply: currentUser }),
  login: endpoint({ method: 'POST', path: '/api/login', body: login, reply: currentUser }),
  register: endpoint({ method: 'POST', path: '/api/register', body: register, reply: messageReply }),
  logout: endpoint({ method: 'POST', path: '/api/logout', reply: ok }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/verify-email',
    body: verifyEmailToken,
    reply: messageReply,
  }),
  verifyEmailCode: endpoint({
    method: 'POST',
    path: '/api/verify-email/code',
    body: verifyEmailCode,
    reply: messageReply,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/verify-email/resend',
    body: resendVerification,
    reply: messageReply,
  }),
  // users and profile
  user: endpoint({ method: 'GET', path: '/api/users/:id', reply: publicUser }),
  completeProfile: endpoint({
    method: 'PATCH',
    path: '/api/users/:id',
    body: profileCompletion,
    reply: currentUser,
  }),
  updateProfile: endpoint({ method: 'PUT', path: '/api/profile', body: profileUpdate, reply: currentUser }),
  // gigs and reviews
  categories: endpoint({ method: 'GET', path: '/api/categories', reply: strings }),
  gigs: endpoint({ method: 'GET', path: '/api/gigs', query: gigQuery, reply: gigPage }),
  gig: endpoint({ method: 'GET', path: '/api/gigs/:id', reply: gig }),
  gigReviews: endpoint({ method: 'GET', path: '/api/gigs/:id/reviews', reply: reviewList }),
  createGig: endpoint({ method: 'POST', path: '/api/gigs', body: gigCreate, reply: created }),
  updateGig: endpoint({ method: 'PUT', path: '/api/gigs/:id', body: gigUpdate, reply: gig }),
  setGigStatus: endpoint({
    method: 'PUT',
    path: '/api/gigs/:id/status',
    body: gigStatusUpdate,
    reply: gig,
  }),
  deleteGig: endpoint({ method: 'DELETE', path: '/api/gigs/:id', reply: ok }),
  createReview: endpoint({ method: 'POST', path: '/api/reviews', body: reviewCreate, reply: review }),
  updateReview: endpoint({ method: 'PUT', path: '/api/reviews/:id', body: reviewUpdate, reply: review }),
  replyToReview: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    body: reviewReply,
    reply: review,
  }),
  upload: endpoint({ method: 'POST', path: '/api/upload', reply: uploadReply }),
  // orders and payments
  orders: endpoint({ method: 'GET', path: '/api/orders', reply: orderList }),
  order: endpoint({ method: 'GET', path: '/api/orders/:id', reply: orderDetail }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: paymentIntentCreate,
    reply: paymentIntentReply,
  }),
  paymentComplete: endpoint({
    method: 'POST',
    path: '/api/payment-complete',
    body: paymentComplete,
    reply: paymentCompleteReply,
  }),
  capturePayment: endpoint({
    method: 'POST',
    path: '/api/capture-payment',
    body: capturePayment,
    reply: capturePaymentReply,
  }),
  postServicePayment: endpoint({
    method: 'POST',
    path: '/api/post-service-payment',
    body: postServicePayment,
    reply: postServicePaymentReply,
  }),
  confirmReceipt: endpoint({
    method: 'POST',
    path: '/api/confirm-receipt',
    body: confirmReceipt,
    reply: order,
  }),
  openDispute: endpoint({ method: 'POST', path: '/api/open-dispute', body: openDisputeBody, reply: order }),
  withdrawDispute: endpoint({ method: 'POST', path: '/api/orders/:id/dispute/withdraw', reply: order }),
  acceptRefund: endpoint({ method: 'POST', path: '/api/orders/:id/dispute/accept-refund', reply: order }),
  contestDispute: endpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute/contest',
    body: contestDisputeBody,
    reply: order,
  }),
  requestExtraTime: endpoint({
    method: 'POST',
    path: '/api/orders/:id/extra-time',
    body: extraTimeRequestBody,
    reply: extraTime,
  }),
  postServicePaymentComplete: endpoint({
    method: 'POST',
    path: '/api/post-service-payment/complete',
    body: postServicePaymentComplete,
    reply: order,
  }),
  // operators (OPERATOR_EMAILS)
  operatorDisputes: endpoint({ method: 'GET', path: '/api/operator/disputes', reply: orderDetailList }),
  decideDispute: endpoint({
    method: 'POST',
    path: '/api/operator/disputes/:id/decide',
    body: disputeDecisionBody,
    reply: orderDetail,
  }),
  dashboard: endpoint({ method: 'GET', path: '/api/dashboard', reply: dashboard }),
  /** NODE_ENV=test only: moves the server's clock forward (journeys of timed transitions). */
  testClock: endpoint({
    method: 'POST',
    path: '/api/test/clock',
    body: testClockBody,
    reply: testClockReply,
  }),
  cancelOrder: endpoint({ method: 'POST', path: '/api/orders/:id/cancel', reply: cancelOrderReply }),
  /** The payment provider's signed webhook events (Stripe's, or the sandbox's signed the same way). */
  paymentWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    reply: z.object({ received: z.literal(true) }),
  }),
  // the sandbox processor's browser calls (PAYMENT_PROVIDER=sandbox only)
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/api/sandbox/confirm',
    body: sandboxConfirm,
    reply: sandboxIntent,
  }),
  sandboxAuthenticate: endpoint({
    method: 'POST',
    path: '/api/sandbox/authenticate',
    body: sandboxAuthenticate,
    reply: sandboxIntent,
  }),
  // payouts (provider)
  payoutStatus: endpoint({ method: 'GET', path: '/api/payouts', reply: payoutStatus }),
  payoutOnboarding: endpoint({
    method: 'POST',
    path: '/api/payouts/onboarding',
    reply: payoutOnboardingReply,
  }),
  // messaging
  conversations: endpoint({ method: 'GET', path: '/api/conversations', reply: conversationList }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/conversations/:id',
    query: conversationQuery,
    reply: conversationDetail,
  }),
  startConversation: endpoint({
    method: 'POST',
    path: '/api/conversations',
    body: conversationCreate,
    reply: conversationListEntry,
  }),
  sendMessage: endpoint({ method: 'POST', path: '/api/messages', body: messageCreate, reply: chatMessage }),
  unreadCount: endpoint({ method: 'GET', path: '/api/messages/unread-count', reply: unreadCount }),
  // marketplace
  marketplaceCategories: endpoint({ method: 'GET', path: '/api/marketplace-categories', reply: strings }),
  itemConditions: endpoint({ method: 'GET', path: '/api/item-conditions', reply: strings }),
  marketplaceItems: endpoint({
    method: 'GET',
    path: '/api/marketplace',
    query: marketplaceQuery,
    reply: marketplaceItemPage,
  }),
  marketplaceItem: endpoint({ method: 'GET', path: '/api/marketplace/:id', reply: marketplaceItem }),
  createMarketplaceItem: endpoint({
    method: 'POST',
    path: '/api/marketplace',
    body: marketplaceItemCreate,
    reply: marketplaceItem,
  }),
  updateMarketplaceItem: endpoint({
    method: 'PUT',
    path: '/api/marketplace/:id',
    body: marketplaceItemUpdate,
    reply: marketplaceItem,
  }),
  setMarketplaceItemStatus: endpoint({
    method: 'PUT',
    path: '/api/marketplace/:id/status',
    body: marketplaceItemStatusUpdate,
    reply: marketplaceItem,
  }),
  deleteMarketplaceItem: endpoint({ method: 'DELETE', path: '/api/marketplace/:id', reply: ok }),
  // configuration and federation
  config: endpoint({ method: 'GET', path: '/api/config', reply: publicConfig }),
  remotes: endpoint({ method: 'GET', path: '/api/remotes', reply: remoteManifest }),
} as const;

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
  s: StreamEndpoint<Q, E>,
) => s;

/** Every event stream. */
export const streams = {
  /**
   * The signed-in user's live messaging events (`message`, `read`, `unread`; see `liveEvents`), one
   * stream per tab. Visitors get 401. Each event's `id` is where a reconnection resumes (EventSource
   * sends it back as `Last-Event-ID`); comments (`: ping`) every TIMINGS.liveHeartbeatMs keep it open.
   */
  events: stream({ method: 'GET', path: '/api/events', query: liveEventsQuery, events: liveEvents }),
} as const;
export type EndpointName = keyof Api;
