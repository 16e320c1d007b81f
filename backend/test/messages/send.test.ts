import { eq } from 'drizzle-orm';
import { LIMITS, message as messageSchema, MESSAGING_TEXTS, type ChatMessage } from '@campus/contracts';
import { messages } from '../../src/db/schema';
import { Browser, signedIn } from '../auth/browser';
import { json, startTestServer, type TestServer } from '../harness';
import { JORDAN, MARCUS, MAYA, PRIYA, userIds } from './live';

let server: TestServer;
let maya: Browser;
let jordan: Browser;
let conversationId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [maya, jordan] = await Promise.all([signedIn(server, MAYA), signedIn(server, JORDAN)]);
  const [jordanId] = await userIds(server.db, JORDAN);
  const res = await maya.post('/api/conversations', { userId: jordanId });
  conversationId = (await json<{ id: number }>(res)).id;
});
afterAll(() => server.close());

const send = (browser: Browser, content: unknown, id = conversationId) =>
  browser.post('/api/messages', { conversationId: id, content });

describe('POST /api/messages', () => {
  it('is 401 for a visitor', async () => {
    expect((await send(new Browser(server), 'hello')).status).toBe(401);
  });

  it('stores and returns the message (201), trimmed', async () => {
    const res = await send(maya, '  See you at the library at 5?\nBring the notes.  ');
    expect(res.status).toBe(201);
    const body = await json<ChatMessage>(res);
    expect(messageSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      conversationId,
      content: 'See you at the library at 5?\nBring the notes.',
      isRead: false,
    });
    const [row] = await server.db.select().from(messages).where(eq(messages.id, body.id));
    expect(row?.content).toBe(body.content);
  });

  it.each([
    ['empty', ''],
    ['spaces', '     '],
    ['line breaks and tabs', ' \n\t\r\n '],
  ])('refuses blank text (%s) with 400 and the contracts message', async (_what, content) => {
    const res = await send(maya, content);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: MESSAGING_TEXTS.empty });
  });

  it(`refuses text over ${LIMITS.messageMax} characters, and takes exactly ${LIMITS.messageMax}`, async () => {
    const tooLong = await send(maya, 'x'.repeat(LIMITS.messageMax + 1));
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toMatchObject({ message: MESSAGING_TEXTS.tooLong });
    expect((await send(maya, 'y'.repeat(LIMITS.messageMax))).status).toBe(201);
  });

  it('refuses control and bidi-override characters (NUL would not even fit in PostgreSQL text)', async () => {
    for (const content of ['a\u0000b', 'file\u202egnp.exe', 'bell\u0007']) {
      const res = await send(maya, content);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message: MESSAGING_TEXTS.control });
    }
  });

  it('refuses a body without a numeric conversationId or text content', async () => {
    expect((await maya.post('/api/messages', { content: 'hi' })).status).toBe(400);
    expect(
      (await maya.post('/api/messages', { conversationId: String(conversationId), content: 'hi' })).status,
    ).toBe(400);
    expect((await send(maya, 42)).status).toBe(400);
  });

  it('answers 404 for an unknown conversation and 403 to anyone but its participants', async () => {
    const unknown = await send(maya, 'hello?', 2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: MESSAGING_TEXTS.conversationNotFound });
    const priya = await signedIn(server, PRIYA);
    const stranger = await send(priya, 'let me in');
    expect(stranger.status).toBe(403);
    expect(await json(stranger)).toEqual({ message: MESSAGING_TEXTS.notParticipant });
    const count = await server.db.select().from(messages).where(eq(messages.content, 'let me in'));
    expect(count).toEqual([]);
  });

  it(`refuses the ${LIMITS.messagesPerMinute + 1}th message of a minute with 429 and Retry-After`, async () => {
    const marcus = await signedIn(server, MARCUS);
    const [jordanId] = await userIds(server.db, JORDAN);
    const c = await json<{ id: number }>(await marcus.post('/api/conversations', { userId: jordanId }));
    const statuses: number[] = [];
    // in parallel: the counter is atomic, so a burst gets exactly the limit
    const burst = await Promise.all(
      Array.from({ length: LIMITS.messagesPerMinute + 5 }, (_, i) => send(marcus, `m${i}`, c.id)),
    );
    for (const r of burst) statuses.push(r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.messagesPerMinute);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    const first = refused[0];
    expect(await json(first as Response)).toEqual({ message: MESSAGING_TEXTS.rateLimited });
    expect(Number(first?.headers.get('retry-after'))).toBeGreaterThan(0);
    // starting a conversation with a first message counts too; without one it does not
    const [priyaId] = await userIds(server.db, PRIYA);
    const withMessage = await marcus.post('/api/conversations', { userId: priyaId, message: 'hi' });
    expect(withMessage.status).toBe(429);
    expect((await marcus.post('/api/conversations', { userId: priyaId })).status).toBe(201);
    // another student is not affected
    expect((await send(jordan, 'still fine', c.id)).status).toBe(201);
  });
});
