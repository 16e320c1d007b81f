import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { api, message, type ChatMessage } from '@campus/contracts';
import { conversations, messages } from '../../src/db/schema';
import { postBookingNote } from '../../src/orders/booking-note';
import type { Browser } from '../auth/browser';
import { signInAs } from '../dashboard/support';
import { json } from '../harness';
import { dataOf, JORDAN, MAYA, openEvents, student, userIds } from '../messages/live';
import { gigFor, parties } from './fixtures';
import { bought, itemFor } from './item-support';
import {
  expectLedgerBalanced,
  intentIdOf,
  orderOfIntent,
  orderRow,
  pay,
  settle,
  startOrderServer,
  type OrderServer,
} from './support';

/**
 * The customer's note to the provider at checkout (issue 20, section 1): kept on the order, posted once
 * as a message of the pair's conversation when the payment is authorised (a checkout never paid sends
 * nothing), with the live message event of any message.
 */
let server: OrderServer;
let maya: Browser;
let jordan: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startOrderServer({ seed: true });
  await server.services.events.start();
  [maya, jordan] = await Promise.all([student(server, MAYA), student(server, JORDAN)]);
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
});
afterAll(async () => {
  await server.services.events.stop();
  await server.close({ drop: true });
});
afterEach(async () => {
  await settle(server.db);
  await expectLedgerBalanced(server.db);
});

/** A note no other test writes. */
const noteText = () => `I am free on Tuesday afternoons (${randomBytes(3).toString('hex')})`;

/** POST /api/create-payment-intent for a gig, with `note` when given: the client secret. */
async function bookWithNote(browser: Browser, gigId: number, note?: string): Promise<string> {
  const res = await browser.post(api.createPaymentIntent.path, {
    gigId,
    ...(note === undefined ? {} : { note }),
  });
  const body = await json<{ clientSecret?: string; message?: string }>(res);
  if (res.status !== 200 || !body.clientSecret)
    throw new Error(`booking failed: ${res.status} ${body.message}`);
  return body.clientSecret;
}

/** The messages whose text is `content`, with their conversation's pair. */
const messagesSaying = (content: string) =>
  server.db
    .select({
      senderId: messages.senderId,
      one: conversations.participantOneId,
      two: conversations.participantTwoId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.content, content));

const complete = (browser: Browser, paymentIntentId: string) =>
  browser.post(api.paymentComplete.path, { paymentIntentId });

describe('the note to the provider at checkout', () => {
  it('is kept on the order and posts nothing while the payment is not authorised', async () => {
    const note = noteText();
    const secret = await bookWithNote(maya, await gigFor(server.db, jordanId), `  ${note}  `);
    const order = await orderOfIntent(server.db, intentIdOf(secret));
    expect(order).toMatchObject({ bookingNote: note, bookingNoteSentAt: null });
    expect(await messagesSaying(note)).toEqual([]);
  });

  it('is replaced by a later checkout call, removed by an empty one, kept when none is sent', async () => {
    const gigId = await gigFor(server.db, jordanId);
    const [first, second] = [noteText(), noteText()];
    const secret = await bookWithNote(maya, gigId, first);
    const orderId = (await orderOfIntent(server.db, intentIdOf(secret))).id;
    expect(await bookWithNote(maya, gigId, second)).toBe(secret);
    expect((await orderRow(server.db, orderId)).bookingNote).toBe(second);
    await bookWithNote(maya, gigId);
    expect((await orderRow(server.db, orderId)).bookingNote).toBe(second);
    await bookWithNote(maya, gigId, '   ');
    expect((await orderRow(server.db, orderId)).bookingNote).toBeNull();
  });

  it('is posted once, from the customer to the provider, when the payment is authorised; replays post nothing', async () => {
    const note = noteText();
    const gigId = await gigFor(server.db, jordanId);
    const stream = await openEvents(server, jordan);
    try {
      const secret = await bookWithNote(maya, gigId, note);
      expect(await bookWithNote(maya, gigId, note)).toBe(secret); // a retry of the checkout
      await pay(maya, secret);
      const intentId = intentIdOf(secret);
      // the webhook and the completion call both record the authorisation; the page is loaded twice
      for (let i = 0; i < 2; i++) expect((await complete(maya, intentId)).status).toBe(200);
      await settle(server.db);
      const order = await orderOfIntent(server.db, intentId);
      expect(order.status).toBe('payment_processing');
      expect(order.bookingNoteSentAt).not.toBeNull();
      expect(await messagesSaying(note)).toEqual([
        { senderId: mayaId, one: Math.min(mayaId, jordanId), two: Math.max(mayaId, jordanId) },
      ]);
      // the provider's open pages hear of it as of any message
      const live = await stream.next((e) => e.event === 'message' && dataOf<ChatMessage>(e).content === note);
      expect(message.parse(dataOf(live))).toMatchObject({ senderId: mayaId, content: note });
      // and it is in the provider's conversation list, unread
      const list = api.conversations.reply.parse(await json(await jordan.get(api.conversations.path)));
      expect(list.find((c) => c.lastMessage?.content === note)).toMatchObject({
        otherParticipant: { id: mayaId },
      });
    } finally {
      stream.close();
    }
  });

  it("goes to an item's seller, starting the pair's conversation when they have none", async () => {
    const p = await parties(server.db);
    const [buyer, seller] = await Promise.all([
      signInAs(server, p.customerId),
      signInAs(server, p.providerId),
    ]);
    const note = noteText();
    const itemId = await itemFor(server.db, p.providerId);
    const secret = await bought(buyer, itemId, note);
    await pay(buyer, secret);
    expect((await complete(buyer, intentIdOf(secret))).status).toBe(200);
    await settle(server.db);
    expect(await messagesSaying(note)).toEqual([
      {
        senderId: p.customerId,
        one: Math.min(p.customerId, p.providerId),
        two: Math.max(p.customerId, p.providerId),
      },
    ]);
    const list = api.conversations.reply.parse(await json(await seller.get(api.conversations.path)));
    expect(list).toHaveLength(1);
    expect(list[0]?.lastMessage?.content).toBe(note);
  });

  it('is not posted for a checkout given up before payment', async () => {
    const note = noteText();
    const secret = await bookWithNote(maya, await gigFor(server.db, jordanId), note);
    const order = await orderOfIntent(server.db, intentIdOf(secret));
    expect((await maya.post(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    expect(await messagesSaying(note)).toEqual([]);
  });
});

describe('postBookingNote', () => {
  it('posts the note once however often it is called, and nothing for an order without one', async () => {
    const note = noteText();
    const secret = await bookWithNote(maya, await gigFor(server.db, jordanId), note);
    const { id } = await orderOfIntent(server.db, intentIdOf(secret));
    const at = new Date();
    const [first, again] = await server.db.transaction(async (tx) => [
      await postBookingNote(tx, id, at),
      await postBookingNote(tx, id, at),
    ]);
    expect(first).toMatchObject({ senderId: mayaId, content: note });
    expect(again).toBeNull();
    expect(await server.db.transaction((tx) => postBookingNote(tx, id, at))).toBeNull();
    expect(await messagesSaying(note)).toHaveLength(1);
    expect((await orderRow(server.db, id)).bookingNoteSentAt).toEqual(at);

    const none = await orderOfIntent(
      server.db,
      intentIdOf(await bookWithNote(maya, await gigFor(server.db, jordanId))),
    );
    expect(await server.db.transaction((tx) => postBookingNote(tx, none.id, at))).toBeNull();
    expect((await orderRow(server.db, none.id)).bookingNoteSentAt).toBeNull();
  });
});
