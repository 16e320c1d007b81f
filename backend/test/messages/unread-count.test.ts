import { eq, inArray } from 'drizzle-orm';
import { conversations, messages, users } from '../../src/db/schema';
import { json, must, startTestServer, type TestServer } from '../harness';
import { Browser, signedIn } from '../auth/browser';

let server: TestServer;
let maya: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
});
afterAll(() => server.close());

const count = async (browser: Browser) =>
  json<{ count: number }>(await browser.get('/api/messages/unread-count'));

describe('GET /api/messages/unread-count', () => {
  it('is 401 for a visitor', async () => {
    const res = await fetch(`${server.url}/api/messages/unread-count`);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });

  it('counts unread messages from others in the user conversations only', async () => {
    const people = await server.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['maya.chen@asu.edu', 'jordan.alvarez@asu.edu', 'priya.raman@umich.edu']));
    const id = (email: string) => must(people.find((p) => p.email === email)).id;
    const [mayaId, jordanId, priyaId] = [
      id('maya.chen@asu.edu'),
      id('jordan.alvarez@asu.edu'),
      id('priya.raman@umich.edu'),
    ];
    const pair = (a: number, b: number) => ({
      participantOneId: Math.min(a, b),
      participantTwoId: Math.max(a, b),
    });
    const [withJordan, betweenOthers] = await server.db
      .insert(conversations)
      .values([pair(mayaId, jordanId), pair(jordanId, priyaId)])
      .returning({ id: conversations.id });
    const mine = must(withJordan).id;
    await server.db.insert(messages).values([
      { conversationId: mine, senderId: jordanId, content: 'Are you free Tuesday?' },
      { conversationId: mine, senderId: jordanId, content: 'Or Wednesday?' },
      { conversationId: mine, senderId: jordanId, content: 'Seen already', isRead: true },
      { conversationId: mine, senderId: mayaId, content: 'My own message never counts' },
      { conversationId: must(betweenOthers).id, senderId: priyaId, content: 'Not Maya’s conversation' },
    ]);
    expect(await count(maya)).toEqual({ count: 2 });

    await server.db.update(messages).set({ isRead: true }).where(eq(messages.conversationId, mine));
    expect(await count(maya)).toEqual({ count: 0 });
  });
});
