import { randomBytes } from 'node:crypto';
import { api, SANDBOX_TEST_CARDS, streams, type AccessRole, type Api } from '@campus/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/browser';
import { capturedOrder, DETAILS, STATEMENT } from '../../operator/dispute-support';
import { gigFor } from '../../orders/fixtures';
import { card } from '../../payments/sandbox-support';
import { png } from '../../uploads/images';
import { gigForm, itemForm, profileForm } from './samples';
import { ownBooking, ownExtraTimeOrder, ownHeldOrder, type MatrixWorld } from './world';

/** One cell's request: the endpoint's method, to this path, with this body. */
export interface MatrixRequest {
  /** The path with its params filled (and a query string where the endpoint needs one). */
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead (uploads). */
  form?: () => Promise<FormData>;
  /** The call ends or replaces the caller's session: it is sent from a new session of the role's player. */
  freshSession?: true;
}

export type RequestFor = (w: MatrixWorld, role: AccessRole) => MatrixRequest | Promise<MatrixRequest>;

const unique = () => randomBytes(4).toString('hex');
const at = (path: string) => (): MatrixRequest => ({ path });
/** `path` with its `:id` filled. */
const withId = (path: string, id: number) => path.replace(':id', String(id));

async function imageForm(): Promise<FormData> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await png(400, 300))], { type: 'image/png' }), 'matrix.png');
  return form;
}

/**
 * Every contracts endpoint's request (a missing one does not compile). Paths and bodies point at the
 * fixtures the owner roles own (world.ts); a call whose success changes its fixture gets one of its own.
 */
export const API_REQUESTS: { [K in keyof Api]: RequestFor } = {
  googleSignIn: async (w) => ({
    path: api.googleSignIn.path,
    body: { token: await w.googleToken() },
    freshSession: true,
  }),
  syncSession: (w) => ({ path: api.syncSession.path, body: { userData: { id: w.mayaId } } }),
  authStatus: at(api.authStatus.path),
  me: at(api.me.path),
  login: () => ({
    path: api.login.path,
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    freshSession: true,
  }),
  register: (_, role) => ({
    path: api.register.path,
    body: {
      email: `matrix.${role}.${unique()}@asu.edu`,
      password: DEMO_PASSWORD,
      firstName: 'Matrix',
      lastName: 'Test',
    },
  }),
  logout: () => ({ path: api.logout.path, freshSession: true }),
  verifyEmail: () => ({ path: api.verifyEmail.path, body: { token: 'no-such-token' } }),
  verifyEmailCode: (_, role) => ({
    path: api.verifyEmailCode.path,
    body: { email: `matrix.${role}.${unique()}@asu.edu`, code: '000000' },
  }),
  resendVerification: (_, role) => ({
    path: api.resendVerification.path,
    body: { email: `matrix.${role}.${unique()}@asu.edu` },
  }),
  user: (w) => ({ path: withId(api.user.path, w.mayaId) }),
  completeProfile: (w) => ({
    path: withId(api.completeProfile.path, w.mayaId),
    body: { ...profileForm(), isProfileComplete: true },
  }),
  updateProfile: () => ({ path: api.updateProfile.path, body: profileForm() }),
  categories: at(api.categories.path),
  gigs: at(api.gigs.path),
  gig: (w) => ({ path: withId(api.gig.path, w.fixtures.gigId) }),
  gigReviews: (w) => ({ path: withId(api.gigReviews.path, w.fixtures.gigId) }),
  createGig: () => ({ path: api.createGig.path, body: gigForm() }),
  updateGig: (w) => ({ path: withId(api.updateGig.path, w.fixtures.gigId), body: gigForm() }),
  setGigStatus: (w) => ({
    path: withId(api.setGigStatus.path, w.fixtures.gigId),
    body: { status: 'active' },
  }),
  deleteGig: async (w) => ({
    path: withId(api.deleteGig.path, await w.once('deleteGig', () => gigFor(w.server.db, w.jordanId))),
  }),
  createReview: (w) => ({
    path: api.createReview.path,
    body: { orderId: w.fixtures.reviewedOrder.id, rating: 4, comment: 'Again' },
  }),
  updateReview: (w) => ({ path: withId(api.updateReview.path, w.fixtures.reviewId), body: { rating: 4 } }),
  replyToReview: (w) => ({
    path: withId(api.replyToReview.path, w.fixtures.reviewId),
    body: { reply: 'Thank you!' },
  }),
  upload: () => ({ path: api.upload.path, form: imageForm }),
  orders: at(api.orders.path),
  order: (w) => ({ path: withId(api.order.path, w.fixtures.order.id) }),
  // a gig to book; the item's seller is asked to buy their own item
  createPaymentIntent: (w, role) => ({
    path: api.createPaymentIntent.path,
    body: role === 'itemSeller' ? { marketplaceItemId: w.fixtures.itemId } : { gigId: w.fixtures.gigId },
  }),
  paymentComplete: (w) => ({
    path: api.paymentComplete.path,
    body: { paymentIntentId: w.fixtures.order.paymentIntentId },
  }),
  capturePayment: (w) => ({
    path: api.capturePayment.path,
    body: { orderId: w.fixtures.order.id, paymentIntentId: w.fixtures.order.paymentIntentId },
  }),
  postServicePayment: async (w) => ({
    path: api.postServicePayment.path,
    body: { orderId: (await ownExtraTimeOrder(w, 'extraTimeDue', false)).id },
  }),
  confirmReceipt: async (w) => ({
    path: api.confirmReceipt.path,
    body: { orderId: (await ownHeldOrder(w, 'confirmReceipt')).id },
  }),
  openDispute: async (w) => ({
    path: api.openDispute.path,
    body: {
      orderId: (await ownHeldOrder(w, 'openDispute')).id,
      reason: 'Provider did not show up',
      details: DETAILS,
    },
  }),
  withdrawDispute: (w) => ({ path: withId(api.withdrawDispute.path, w.fixtures.order.id) }),
  acceptRefund: (w) => ({ path: withId(api.acceptRefund.path, w.fixtures.order.id) }),
  contestDispute: (w) => ({
    path: withId(api.contestDispute.path, w.fixtures.order.id),
    body: { statement: STATEMENT },
  }),
  requestExtraTime: async (w) => ({
    path: withId(api.requestExtraTime.path, (await ownHeldOrder(w, 'requestExtraTime')).id),
    body: { hours: 1 },
  }),
  postServicePaymentComplete: async (w) => ({
    path: api.postServicePaymentComplete.path,
    body: { orderId: (await ownExtraTimeOrder(w, 'extraTimePaid', true)).id },
  }),
  operatorDisputes: at(api.operatorDisputes.path),
  decideDispute: (w) => ({
    path: withId(api.decideDispute.path, w.fixtures.order.id),
    body: { outcome: 'release', note: 'Decided by the matrix.' },
  }),
  dashboard: at(api.dashboard.path),
  testClock: () => ({ path: api.testClock.path, body: { advanceMs: 0 } }),
  cancelOrder: async (w) => ({
    path: withId(api.cancelOrder.path, (await ownHeldOrder(w, 'cancelOrder')).id),
  }),
  // a held order of its own, not delivered: the provider marks it delivered, or declines it (refunded)
  deliverOrder: async (w) => ({
    path: withId(api.deliverOrder.path, (await w.once('deliverOrder', () => capturedOrder(w))).id),
  }),
  declineOrder: async (w) => ({
    path: withId(api.declineOrder.path, (await w.once('declineOrder', () => capturedOrder(w))).id),
  }),
  notifications: at(api.notifications.path),
  readNotifications: () => ({ path: api.readNotifications.path, body: {} }),
  // unsigned: refused as bad input whoever sends it (the signature is the webhook's only credential)
  paymentWebhook: () => ({ path: api.paymentWebhook.path, body: { type: 'payment_intent.succeeded' } }),
  sandboxConfirm: async (w) => ({
    path: api.sandboxConfirm.path,
    body: { clientSecret: await ownBooking(w, 'sandbox'), card: card(SANDBOX_TEST_CARDS.succeeds) },
  }),
  sandboxAuthenticate: async (w) => ({
    path: api.sandboxAuthenticate.path,
    body: { clientSecret: await ownBooking(w, 'sandbox'), outcome: 'approve' },
  }),
  payoutStatus: at(api.payoutStatus.path),
  payoutOnboarding: at(api.payoutOnboarding.path),
  conversations: at(api.conversations.path),
  conversation: (w) => ({ path: withId(api.conversation.path, w.fixtures.conversationId) }),
  startConversation: (w) => ({ path: api.startConversation.path, body: { userId: w.jordanId } }),
  sendMessage: (w) => ({
    path: api.sendMessage.path,
    body: { conversationId: w.fixtures.conversationId, content: 'Hello from the matrix' },
  }),
  unreadCount: at(api.unreadCount.path),
  marketplaceCategories: at(api.marketplaceCategories.path),
  itemConditions: at(api.itemConditions.path),
  marketplaceItems: at(api.marketplaceItems.path),
  marketplaceItem: (w) => ({ path: withId(api.marketplaceItem.path, w.fixtures.itemId) }),
  createMarketplaceItem: () => ({ path: api.createMarketplaceItem.path, body: itemForm() }),
  updateMarketplaceItem: (w) => ({
    path: withId(api.updateMarketplaceItem.path, w.fixtures.itemId),
    body: itemForm(),
  }),
  setMarketplaceItemStatus: (w) => ({
    path: withId(api.setMarketplaceItemStatus.path, w.fixtures.itemId),
    body: { status: 'available' },
  }),
  deleteMarketplaceItem: async (w) => {
    const item = await w.once('deleteItem', async () => {
      const res = await w.jordan.post(api.createMarketplaceItem.path, itemForm());
      return api.createMarketplaceItem.reply.parse(await res.json()).id;
    });
    return { path: withId(api.deleteMarketplaceItem.path, item) };
  },
  config: at(api.config.path),
  remotes: at(api.remotes.path),
  contract: at(api.contract.path),
};

export const STREAM_REQUESTS: { [K in keyof typeof streams]: RequestFor } = {
  events: at(streams.events.path),
};
