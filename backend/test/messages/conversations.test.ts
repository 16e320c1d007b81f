import { eq, sql } from 'drizzle-orm';
import {
  conversationDetail,
  conversationList,
  conversationListEntry,
  MESSAGING_TEXTS,
  type ChatMessage,
  type ConversationDetail,
  type ConversationListEntry,
} from '@campus/contracts';
import { conversations, messages, users } from '../../src/db/schema';
import { Browser, signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, userIds } from './live';

let server: TestServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let mayaId: number;
let jordanId: number;
let priyaId: number;
let marcusId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [maya, jordan, priya] = await Promise.all([
    signedIn(server, MAYA),
    signedIn(server, JORDAN),
    signedIn(server, PRIYA),
  ]);
  [mayaId, jordanId, priyaId, marcusId] = await userIds(server.db, MAYA, JORDAN, PRIYA, MARCUS);
});
afterAll(() => server.close());

const start = async (browser: Browser, body: unknown) => {
  const res = await browser.post('/api/conversations', body);
  return { status: res.status, body: await json<ConversationListEntry & { message?: string }>(res) };
};
const open = async (browser: Browser, id: number, query = '') => {
  const res = await browser.get(`/api/conversations/${id}${query}`);
  return { status: res.status, body: await json<ConversationDetail & { message?: string }>(res) };
};
const unread = async (browser: Browser) =>
  (await json<{ count: number }>(await browser.get('/api/messages/unread-count'))).count;
const send = (browser: Browser, conversationId: number, content: string) =>
  browser.post('/api/messages', { conversationId, content });

describe('POST /api/conversations', () => {
  it('is 401 for a visitor', async () => {
    const res = await new Browser(server).post('/api/conversations', { userId: jordanId });
    expect(res.status).toBe(401);
  });

  it('refuses a conversation with yourself (400)', async () => {
    const { status, body } = await start(maya, { userId: mayaId });
    expect(status).toBe(400);
    expect(body).toEqual({ message: MESSAGING_TEXTS.self });
  });

  it('answers 404 for an unknown user and for one who is not public (unverified)', async () => {
    const unknown = await start(maya, { userId: 2_000_000_000 });
    expect(unknown).toEqual({ status: 404, body: { message: MESSAGING_TEXTS.userNotFound } });
    const [ghost] = await server.db
      .insert(users)
      .values({ username: 'ghost', email: 'ghost@asu.edu', university: 'Arizona State University' })
      .returning({ id: users.id });
    const hidden = await start(maya, { userId: must(ghost).id });
    expect(hidden).toEqual({ status: 404, body: { message: MESSAGING_TEXTS.userNotFound } });
    const none = await server.db
      .select()
      .from(conversations)
      .where(eq(conversations.participantTwoId, must(ghost).id));
    expect(none).toEqual([]);
  });

  it('creates the conversation once (201), then opens the same one from either side (200)', async () => {
    const first = await start(maya, { userId: priyaId });
    expect(first.status).toBe(201);
    expect(conversationListEntry.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({
      participantOneId: Math.min(mayaId, priyaId),
      participantTwoId: Math.max(mayaId, priyaId),
      otherParticipant: { id: priyaId, firstName: 'Priya', university: expect.any(String) },
      unreadCount: 0,
      lastMessage: null,
    });
    expect(Object.keys(first.body.otherParticipant).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'university',
    ]);
    const again = await start(maya, { userId: priyaId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const otherSide = await start(priya, { userId: mayaId });
    expect(otherSide.status).toBe(200);
    expect(otherSide.body.id).toBe(first.body.id);
    expect(otherSide.body.otherParticipant.id).toBe(mayaId);
  });

  it('sends the optional first message in the same call', async () => {
    const { status, body } = await start(jordan, {
      userId: marcusId,
      message: '  Hi Marcus, still selling the desk?  ',
    });
    expect(status).toBe(201);
    expect(body.lastMessage).toMatchObject({
      senderId: jordanId,
      content: 'Hi Marcus, still selling the desk?',
    });
    const blank = await start(jordan, { userId: marcusId, message: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: MESSAGING_TEXTS.empty } });
  });

  it('keeps one conversation per pair when both sides start it at once (10 parallel requests)', async () => {
    const [a, b] = await Promise.all([
      signedIn(server, 'marcus.johnson@gatech.edu'),
      signedIn(server, PRIYA),
    ]);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).post('/api/conversations', { userId: i % 2 ? priyaId : marcusId }),
      ),
    );
    const bodies = await Promise.all(results.map((r) => json<ConversationListEntry>(r)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    const rows = await server.db
      .select()
      .from(conversations)
      .where(
        sql`${conversations.participantOneId} = ${Math.min(marcusId, priyaId)} and ${conversations.participantTwoId} = ${Math.max(marcusId, priyaId)}`,
      );
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/conversations', () => {
  it('is 401 for a visitor', async () => {
    expect((await new Browser(server).get('/api/conversations')).status).toBe(401);
  });

  it("lists the user's conversations, newest activity first, with 'N new' per conversation", async () => {
    const withJordan = (await start(maya, { userId: jordanId })).body.id;
    for (const text of ['one', 'two', 'three'])
      expect((await send(jordan, withJordan, text)).status).toBe(201);
    expect((await send(maya, withJordan, 'mine')).status).toBe(201);
    expect((await send(jordan, withJordan, 'four')).status).toBe(201);

    const res = await maya.get('/api/conversations');
    expect(res.status).toBe(200);
    const list = await json<ConversationListEntry[]>(res);
    expect(conversationList.safeParse(list).success).toBe(true);
    const first = must(list[0]);
    expect(first).toMatchObject({
      id: withJordan,
      otherParticipant: { id: jordanId, firstName: 'Jordan' },
      unreadCount: 4,
      lastMessage: { content: 'four', senderId: jordanId, isRead: false },
    });
    // only Maya's conversations
    for (const c of list) expect([c.participantOneId, c.participantTwoId]).toContain(mayaId);
    const jordans = await json<ConversationListEntry[]>(await jordan.get('/api/conversations'));
    expect(jordans.find((c) => c.id === withJordan)?.unreadCount).toBe(1);
  });
});

describe('GET /api/conversations/:id', () => {
  let withPriya: number;
  beforeAll(async () => {
    withPriya = (await start(maya, { userId: priyaId })).body.id;
  });

  it('answers 401 for a visitor, 404 for an unknown conversation, 403 for anyone but its participants', async () => {
    expect((await new Browser(server).get(`/api/conversations/${withPriya}`)).status).toBe(401);
    expect(await open(maya, 2_000_000_000)).toEqual({
      status: 404,
      body: { message: MESSAGING_TEXTS.conversationNotFound },
    });
    expect(await open(jordan, withPriya)).toEqual({
      status: 403,
      body: { message: MESSAGING_TEXTS.notParticipant },
    });
    expect((await open(maya, 0)).status).toBe(400);
  });

  it("marks the other side's messages read when opened (not one's own), and the unread count drops", async () => {
    for (const text of ['hey', 'are you there?'])
      expect((await send(priya, withPriya, text)).status).toBe(201);
    expect((await send(maya, withPriya, 'yes!')).status).toBe(201);
    const before = await unread(maya);
    expect(before).toBeGreaterThanOrEqual(2);

    const { status, body } = await open(maya, withPriya);
    expect(status).toBe(200);
    expect(conversationDetail.safeParse(body).success).toBe(true);
    expect(body.otherParticipant).toMatchObject({ id: priyaId, firstName: 'Priya' });
    expect(body.messages.map((m) => [m.content, m.isRead])).toEqual([
      ['hey', true],
      ['are you there?', true],
      ['yes!', false], // Maya's own: read only when Priya opens it
    ]);
    expect(await unread(maya)).toBe(before - 2);

    await open(priya, withPriya);
    const rows = await server.db
      .select({ isRead: messages.isRead })
      .from(messages)
      .where(eq(messages.conversationId, withPriya));
    expect(rows.every((r) => r.isRead)).toBe(true);
  });

  it('loads the latest page first and older pages with `before`, without gaps or duplicates', async () => {
    const { body: c } = await start(jordan, { userId: priyaId });
    const values = Array.from(
      { length: 23 },
      (_, i) => `(${c.id}, ${i % 2 ? jordanId : priyaId}, 'message ${i + 1}')`,
    );
    await server.db.execute(
      sql.raw(`insert into messages (conversation_id, sender_id, content) values ${values.join(',')}`),
    );

    const seen: ChatMessage[] = [];
    let page = await open(jordan, c.id, '?limit=10');
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 14}`),
    );
    expect(page.body.hasOlder).toBe(true);
    seen.unshift(...page.body.messages);
    while (page.body.hasOlder) {
      page = await open(jordan, c.id, `?limit=10&before=${must(page.body.messages[0]).id}`);
      expect(page.status).toBe(200);
      seen.unshift(...page.body.messages);
    }
    expect(seen.map((m) => m.content)).toEqual(Array.from({ length: 23 }, (_, i) => `message ${i + 1}`));
    expect(new Set(seen.map((m) => m.id)).size).toBe(23);
    const ids = seen.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(page.body.messages).toHaveLength(3);

    // default page size, bounds of limit
    expect((await open(jordan, c.id)).body.messages).toHaveLength(23);
    expect((await open(jordan, c.id, '?limit=0')).status).toBe(400);
    expect((await open(jordan, c.id, '?limit=101')).status).toBe(400);
    expect((await open(jordan, c.id, '?before=abc')).status).toBe(400);
  });

  it('does not mark anything read when loading an older page', async () => {
    const { body: c } = await start(priya, { userId: marcusId });
    expect((await send(priya, c.id, 'first')).status).toBe(201);
    expect((await send(priya, c.id, 'second')).status).toBe(201);
    const marcus = await signedIn(server, MARCUS);
    const ids = (
      await server.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, c.id))
    ).map((r) => r.id);
    const older = await open(marcus, c.id, `?before=${Math.max(...ids)}`);
    expect(older.body.messages.map((m) => m.isRead)).toEqual([false]);
    const unreadRows = await server.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.conversationId} = ${c.id} and not ${messages.isRead}`);
    expect(unreadRows).toHaveLength(2);
  });
});
