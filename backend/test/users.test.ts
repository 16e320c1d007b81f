import { eq } from 'drizzle-orm';
import { strictObject } from 'zod/mini';
import { api } from '@campus/contracts';
import { users } from '../src/db/schema';
import { json, must, startTestServer, type TestServer } from './harness';
import { signedIn } from './auth/browser';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const PRIVATE_KEYS = [
  'username',
  'email',
  'password',
  'passwordHash',
  'phoneNumber',
  'verificationToken',
  'verificationCode',
  'verificationExpiresAt',
  'googleId',
  'authProvider',
  'isVerified',
  'isProfileComplete',
];

describe('GET /api/users/:id', () => {
  it('gives the public profile of a user', async () => {
    const maya = must((await server.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0]);
    const res = await server.get(`/api/users/${maya.id}`);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(strictObject(api.user.reply.shape).parse(body)).toEqual({
      id: maya.id,
      firstName: 'Maya',
      lastName: 'Chen',
      university: 'Arizona State University',
      bio: maya.bio,
      profileImage: null,
      skills: maya.skills,
      rating: maya.rating,
      reviewCount: maya.reviewCount,
      createdAt: maya.createdAt.toISOString(),
    });
  });

  it('never exposes e-mail, phone, password hash, tokens or the Google id', async () => {
    const maya = must((await server.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0]);
    await server.db
      .update(users)
      .set({ googleId: 'google-sub-123', verificationToken: 'tok-secret', verificationCode: '123456' })
      .where(eq(users.id, maya.id));
    const res = await server.get(`/api/users/${maya.id}`);
    const text = await res.text();
    for (const key of PRIVATE_KEYS) expect(Object.keys(JSON.parse(text) as object)).not.toContain(key);
    for (const secret of [
      'maya.chen@asu.edu',
      '(480) 555-0142',
      must(maya.passwordHash),
      'google-sub-123',
      'tok-secret',
      '123456',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('never carries the username (the e-mail local part) to visitors or other students', async () => {
    const maya = must((await server.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu')))[0]);
    const priya = await signedIn(server, 'priya.raman@umich.edu');
    for (const res of [await server.get(`/api/users/${maya.id}`), await priya.get(`/api/users/${maya.id}`)]) {
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(Object.keys(JSON.parse(text) as object)).not.toContain('username');
      expect(text).not.toContain(maya.username);
      expect(text).not.toContain('maya.chen');
    }
  });

  it('leaves the username out in production too, where replies are not all parsed by their schema', async () => {
    const production = await startTestServer({
      seed: true,
      env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_ORIGIN: 'http://127.0.0.1' },
    });
    try {
      const [maya] = await production.db.select().from(users).where(eq(users.email, 'maya.chen@asu.edu'));
      for (let i = 0; i < 5; i++) {
        const text = await (await production.get(`/api/users/${must(maya).id}`)).text();
        expect(Object.keys(JSON.parse(text) as object)).not.toContain('username');
      }
    } finally {
      await production.close();
    }
  });

  it("answers 404 'User not found' for a user who has not verified their e-mail", async () => {
    const [ghost] = await server.db
      .insert(users)
      .values({
        username: 'ghost.user',
        email: 'ghost.user@asu.edu',
        firstName: 'Ghost',
        lastName: 'User',
        university: 'Arizona State University',
        isVerified: false,
        authProvider: 'email',
      })
      .returning();
    const id = must(ghost).id;
    const visitor = await server.get(`/api/users/${id}`);
    expect(visitor.status).toBe(404);
    expect(await json(visitor)).toEqual({ message: 'User not found' });
    const other = await (await signedIn(server)).get(`/api/users/${id}`);
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual({ message: 'User not found' });
  });

  it("answers 404 'User not found' for an unknown id", async () => {
    const res = await server.get('/api/users/987654');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'User not found' });
  });

  it.each(['abc', '0', '-1', '3.0', '4294967296'])("answers 400 'Invalid user id' for %s", async (id) => {
    const res = await server.get(`/api/users/${id}`);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: 'Invalid user id' });
  });
});
