import { eq } from 'drizzle-orm';
import { strictObject } from 'zod/mini';
import { api } from '@campus/contracts';
import { users } from '../src/db/schema';
import { json, must, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const PRIVATE_KEYS = [
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
      username: 'maya.chen',
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
