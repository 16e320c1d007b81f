/**
 * What a simulated student does: signs in, keeps the live stream open, then loops over journeys a
 * campus really makes (browse and search gigs and items, message another student, book and pay a gig,
 * buy an item with escrow, sell an item, look at orders, sign in again), with think time between
 * steps, until the run ends.
 */
import {
  api,
  ITEM_CATEGORIES,
  ITEM_CONDITIONS,
  LIMITS,
  SANDBOX_TEST_CARDS,
  SERVICE_CATEGORIES,
} from '@campus/contracts';
import { THROTTLE_RULES } from '../../../backend/src/auth/throttle';
import type { EventStream } from '../../messages/src/http';
import type { AckedOrder, Acks } from './acks';
import { Gate } from './gate';
import type { Campus } from './seed';
import type { Session } from './session';
import { STEPS, type Stats, type Step } from './stats';

export interface World {
  campus: Campus;
  acks: Acks;
  stats: Stats;
  /** performance.now() at which students stop starting steps. */
  deadline: number;
  /** Students signed in with their stream open: the ones others can message. */
  online: Student[];
  thinkMs: { min: number; max: number };
  /** Print each stream that failed to open (--verbose). */
  verbose: boolean;
}

export interface Student {
  session: Session;
  stream?: EventStream;
  /** When this student's messages were sent (kept under the per-minute limit). */
  sentAt: number[];
  /** Items this student listed. */
  items: number[];
  /** Messages sent, for unique contents. */
  seq: number;
  /** The newest message its stream delivered: where a new stream resumes. */
  lastMessageId: number;
  /** Goes up when a new session supersedes the stream (signing in again ends the old session and its stream). */
  streamGeneration: number;
}

const pick = <T>(list: readonly T[]): T => {
  const v = list[Math.floor(Math.random() * list.length)];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
};
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const anything = (b: unknown) => b;

/** Words students type into the search boxes (the generated data has each, some often, some rarely). */
const GIG_WORDS = [
  'calculus',
  'help',
  'essay',
  'python',
  'guitar',
  'resume',
  'js',
  'art',
  'chemistry',
  'zotero',
];
const ITEM_WORDS = ['textbook', 'desk', 'lamp', 'bike', 'calculator', 'chair', 'monitor', 'jacket'];
/**
 * Sign-ins in flight at once. The product counts each attempt against the address until its password
 * is checked (THROTTLE_RULES.loginAddress), and every simulated student comes from 127.0.0.1, where a
 * campus has as many addresses as students: so the bench keeps its sign-ins well under that limit.
 */
const signIns = new Gate(Math.floor(THROTTLE_RULES.loginAddress.limit / 2));
const signIn = (s: Student) => signIns.run(() => s.session.signIn(STEPS.login));
/** Under LIMITS.messagesPerMinute, with room for the window's edges. */
const MESSAGES_PER_MINUTE = LIMITS.messagesPerMinute - 5;

/** Think time before the next step; false when the run is over (the journey stops there). */
async function think(w: World): Promise<boolean> {
  if (performance.now() >= w.deadline) return false;
  await sleep(w.thinkMs.min + Math.random() * (w.thinkMs.max - w.thinkMs.min));
  return performance.now() < w.deadline;
}

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

async function browseGigs(s: Student, w: World): Promise<void> {
  const search = chance(0.5);
  const filter = search
    ? { search: pick(GIG_WORDS), category: chance(0.3) ? pick(SERVICE_CATEGORIES) : undefined }
    : chance(0.5)
      ? { category: pick(SERVICE_CATEGORIES), minPrice: chance(0.5) ? 10 : undefined, maxPrice: 60 }
      : {};
  const page = await s.session.send(
    search ? STEPS.gigSearch : STEPS.gigList,
    'GET',
    `${api.gigs.path}${query(filter)}`,
    (b) => api.gigs.reply.parse(b),
  );
  const found = page?.items.map((g) => g.id) ?? [];
  for (let i = 0, n = 1 + Math.floor(Math.random() * 2); i < n; i++) {
    if (!(await think(w))) return;
    const id = found.length && chance(0.8) ? pick(found) : pick(w.campus.gigIds);
    await s.session.send(STEPS.gig, 'GET', `/api/gigs/${id}`, anything);
    if (chance(0.5)) await s.session.send(STEPS.gigReviews, 'GET', `/api/gigs/${id}/reviews`, anything);
  }
}

async function browseItems(s: Student, w: World): Promise<void> {
  const search = chance(0.4);
  const filter = search
    ? { search: pick(ITEM_WORDS) }
    : {
        category: chance(0.6) ? pick(ITEM_CATEGORIES) : undefined,
        condition: chance(0.3) ? pick(ITEM_CONDITIONS) : undefined,
        maxPrice: chance(0.4) ? 100 : undefined,
      };
  const page = await s.session.send(
    search ? STEPS.itemSearch : STEPS.itemList,
    'GET',
    `${api.marketplaceItems.path}${query(filter)}`,
    (b) => api.marketplaceItems.reply.parse(b),
  );
  const found = page?.items.map((item) => item.id) ?? [];
  for (let i = 0, n = 1 + Math.floor(Math.random() * 2); i < n; i++) {
    if (!(await think(w))) return;
    const id = found.length && chance(0.8) ? pick(found) : pick(w.campus.itemIds);
    await s.session.send(STEPS.item, 'GET', `/api/marketplace/${id}`, anything);
  }
}

function maySend(s: Student): boolean {
  const now = performance.now();
  s.sentAt = s.sentAt.filter((t) => now - t < 60_000);
  return s.sentAt.length < MESSAGES_PER_MINUTE;
}

async function message(s: Student, w: World): Promise<void> {
  const others = w.online.filter((o) => o !== s);
  if (others.length === 0) return;
  const other = pick(others);
  const conversation = await s.session.send(
    STEPS.startConversation,
    'POST',
    api.startConversation.path,
    (b) => api.startConversation.reply.parse(b),
    { userId: other.session.account.id },
  );
  if (!conversation || !(await think(w))) return;
  await s.session.send(STEPS.conversation, 'GET', `/api/conversations/${conversation.id}`, anything);
  for (let i = 0, n = 1 + Math.floor(Math.random() * 3); i < n; i++) {
    if (!(await think(w)) || !maySend(s)) return;
    s.sentAt.push(performance.now());
    s.seq += 1;
    const content = `load ${s.session.account.id}.${s.seq}: are you free this afternoon?`;
    const sent = await s.session.send(
      STEPS.sendMessage,
      'POST',
      api.sendMessage.path,
      (b) => api.sendMessage.reply.parse(b),
      { conversationId: conversation.id, content },
    );
    if (sent) w.acks.messages.set(sent.id, { content, recipientId: other.session.account.id });
  }
}

/** A note to the provider or seller, unique per checkout (the integrity check finds its one message). */
function noteOf(s: Student): string {
  s.seq += 1;
  return `load note ${s.session.account.id}.${s.seq}: I am free after 3 pm, meet at the library?`;
}

/**
 * Checkout as the browser does it: the intent (`body`: what is bought, maybe a note), the sandbox's
 * card form, the success page's completion and the capture into escrow; then, for 70%, the provider
 * (or seller, when online) marks it delivered, and the customer opens the order page and confirms
 * receipt (some services are still to come, some items still to be handed over, when the run ends:
 * their money stays in escrow). The order's id once confirmed, else undefined.
 */
async function checkout(
  s: Student,
  w: World,
  intentStep: Step,
  bought: AckedOrder['bought'],
  note: string | undefined,
  providerId: number | undefined,
): Promise<number | undefined> {
  const me = s.session.account.id;
  const intent = await s.session.send(
    intentStep,
    'POST',
    api.createPaymentIntent.path,
    (b) => api.createPaymentIntent.reply.parse(b),
    { ...('gigId' in bought ? { gigId: bought.gigId } : { marketplaceItemId: bought.itemId }), note },
  );
  if (!intent) return undefined;
  const intentId = intent.clientSecret.slice(0, intent.clientSecret.indexOf('_secret_'));
  const order: AckedOrder = { intentId, customerId: me, bought, stage: 'booked', ...(note ? { note } : {}) };
  w.acks.orders.set(intentId, order);
  if (!(await think(w))) return undefined; // typing the card
  const confirmed = await s.session.send(
    STEPS.sandboxConfirm,
    'POST',
    api.sandboxConfirm.path,
    (b) => api.sandboxConfirm.reply.parse(b),
    {
      clientSecret: intent.clientSecret,
      card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' },
    },
  );
  if (!confirmed) return undefined;
  // the success page: completion, then the capture into escrow, as the checkout does at once
  const done = await s.session.send(
    STEPS.paymentComplete,
    'POST',
    api.paymentComplete.path,
    (b) => api.paymentComplete.reply.parse(b),
    { paymentIntentId: intentId },
  );
  if (!done) return undefined;
  w.acks.orders.set(intentId, { ...order, orderId: done.orderId, stage: 'paid' });
  const captured = await s.session.send(
    STEPS.capture,
    'POST',
    api.capturePayment.path,
    (b) => api.capturePayment.reply.parse(b),
    { orderId: done.orderId, paymentIntentId: intentId },
  );
  if (!captured) return undefined;
  w.acks.orders.set(intentId, { ...order, orderId: done.orderId, stage: 'captured' });
  if (chance(0.3) || !(await think(w))) return undefined;
  const provider = w.online.find((o) => o.session.account.id === providerId);
  if (provider)
    await provider.session.send(
      STEPS.deliver,
      'POST',
      api.deliverOrder.path.replace(':id', String(done.orderId)),
      (b) => api.deliverOrder.reply.parse(b),
    );
  await s.session.send(STEPS.order, 'GET', `/api/orders/${done.orderId}`, anything);
  if (!(await think(w))) return undefined;
  const receipt = await s.session.send(
    STEPS.confirmReceipt,
    'POST',
    api.confirmReceipt.path,
    (b) => api.confirmReceipt.reply.parse(b),
    { orderId: done.orderId },
  );
  if (!receipt) return undefined;
  w.acks.orders.set(intentId, { ...order, orderId: done.orderId, stage: 'confirmed' });
  return done.orderId;
}

/** Books a student's gig (a note to the provider for 30%), pays, maybe confirms and reviews it. */
async function bookAndPay(s: Student, w: World): Promise<void> {
  const me = s.session.account.id;
  const gigs = w.campus.bookable.filter((g) => g.providerId !== me);
  if (gigs.length === 0) return;
  const gig = pick(gigs);
  await s.session.send(STEPS.gig, 'GET', `/api/gigs/${gig.id}`, anything);
  if (!(await think(w))) return;
  const orderId = await checkout(
    s,
    w,
    STEPS.createIntent,
    { gigId: gig.id },
    chance(0.3) ? noteOf(s) : undefined,
    gig.providerId,
  );
  if (orderId === undefined || !(await think(w))) return;
  const review = await s.session.send(
    STEPS.review,
    'POST',
    api.createReview.path,
    (b) => api.createReview.reply.parse(b),
    { orderId, rating: 3 + Math.floor(Math.random() * 3), comment: 'Clear and on time.' },
  );
  if (review) w.acks.reviews.set(review.id, orderId);
}

/**
 * Buys an available item with secure escrow (a note to the seller for half of them): its page, then
 * the same checkout as a gig's; confirmed, the item is sold. An item is claimed before its purchase
 * starts, so no two students try the same one; the seeded items and the students' own listings are
 * for sale, never the buyer's own.
 */
async function buyItem(s: Student, w: World): Promise<void> {
  const me = s.session.account.id;
  const forSale = [
    ...w.campus.itemIds,
    ...[...w.acks.items].filter(([, item]) => item.sellerId !== me).map(([id]) => id),
  ].filter((id) => !w.acks.claimedItems.has(id) && !s.items.includes(id));
  if (forSale.length === 0) return;
  const itemId = pick(forSale);
  w.acks.claimedItems.add(itemId);
  await s.session.send(STEPS.item, 'GET', `/api/marketplace/${itemId}`, anything);
  if (!(await think(w))) return;
  const sellerId = w.acks.items.get(itemId)?.sellerId;
  await checkout(s, w, STEPS.buyIntent, { itemId }, chance(0.5) ? noteOf(s) : undefined, sellerId);
}

async function sellItem(s: Student, w: World): Promise<void> {
  const me = s.session.account.id;
  const existing = s.items.length && chance(0.5) ? pick(s.items) : undefined;
  const fields = {
    description: 'Used for one semester, works perfectly. Pick up near the library.',
    price: 5 + Math.floor(Math.random() * 95),
    category: pick(ITEM_CATEGORIES),
    condition: pick(ITEM_CONDITIONS),
    location: 'Main library',
  };
  let id = existing;
  if (id === undefined) {
    const title = `${pick(ITEM_WORDS)} from student ${me}`;
    const item = await s.session.send(
      STEPS.createItem,
      'POST',
      api.createMarketplaceItem.path,
      (b) => api.createMarketplaceItem.reply.parse(b),
      { title, ...fields },
    );
    if (!item) return;
    id = item.id;
    s.items.push(id);
    w.acks.items.set(id, { sellerId: me, title });
    if (!(await think(w))) return;
    await s.session.send(STEPS.item, 'GET', `/api/marketplace/${id}`, anything);
  }
  if (!(await think(w))) return;
  const title = `${pick(ITEM_WORDS)} from student ${me}, edit ${Math.floor(Math.random() * 1e6)}`;
  const edited = await s.session.send(
    STEPS.editItem,
    'PUT',
    `/api/marketplace/${id}`,
    (b) => api.updateMarketplaceItem.reply.parse(b),
    { title, ...fields, price: fields.price - 1 },
  );
  if (edited) w.acks.items.set(id, { sellerId: me, title });
}

async function myOrders(s: Student, w: World): Promise<void> {
  await s.session.send(STEPS.orders, 'GET', api.orders.path, anything);
  if (!(await think(w))) return;
  await s.session.send(STEPS.conversations, 'GET', api.conversations.path, anything);
}

/** Signing in again starts a new session (the old one ends, and its stream): the page opens a new stream. */
async function signInAgain(s: Student, w: World): Promise<void> {
  s.streamGeneration += 1; // the server may end the old stream before the sign-in answers
  if (!(await signIn(s))) return;
  s.stream?.close();
  const at = w.online.indexOf(s);
  if (at >= 0) w.online.splice(at, 1);
  openStream(s, w, true);
}

const JOURNEYS: Array<{ weight: number; run: (s: Student, w: World) => Promise<void> }> = [
  { weight: 27, run: browseGigs },
  { weight: 17, run: browseItems },
  { weight: 18, run: message },
  { weight: 12, run: bookAndPay },
  { weight: 6, run: buyItem },
  { weight: 10, run: sellItem },
  { weight: 7, run: myOrders },
  { weight: 3, run: signInAgain },
];
const TOTAL_WEIGHT = JOURNEYS.reduce((n, j) => n + j.weight, 0);

function nextJourney() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const j of JOURNEYS) {
    r -= j.weight;
    if (r < 0) return j.run;
  }
  return browseGigs;
}

/**
 * The live stream: counts each message event that reaches this student from someone else. `resume`:
 * from the newest message the previous stream delivered (none lost in between).
 */
function openStream(s: Student, w: World, resume = false): void {
  const me = s.session.account.id;
  const t0 = performance.now();
  const generation = s.streamGeneration;
  s.stream = s.session.openStream(
    (event, data) => {
      if (event !== 'message') return;
      const m = JSON.parse(data) as { id: number; senderId: number };
      s.lastMessageId = Math.max(s.lastMessageId, m.id);
      if (m.senderId !== me) w.acks.delivered.add(`${me}:${m.id}`);
    },
    resume ? s.lastMessageId : undefined,
  );
  s.stream.ready.then(
    () => {
      w.stats.record(STEPS.events, performance.now() - t0, 200);
      if (generation === s.streamGeneration && !w.online.includes(s)) w.online.push(s);
    },
    (err: unknown) => {
      if (generation !== s.streamGeneration) return; // superseded by a new session before its first event
      w.stats.record(STEPS.events, performance.now() - t0, 0);
      if (w.verbose) process.stderr.write(`  stream of student ${me}: ${String(err)}\n`);
    },
  );
}

/** One student from arrival (after `startAfterMs`) to the end of the run. */
export async function live(s: Student, w: World, startAfterMs: number): Promise<void> {
  await sleep(startAfterMs);
  if (performance.now() >= w.deadline) return;
  if (!(await signIn(s))) return;
  openStream(s, w);
  while (await think(w)) await nextJourney()(s, w);
}
