import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@campus/contracts';
import { users } from '../../src/db/schema';
import { json, startTestServer, type TestServer } from '../harness';
import { Browser, DEMO_EMAIL, signedIn } from './browser';

let server: TestServer;
let maya: Browser;
let mayaId: number;
let jordanId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
  mayaId = (await json<CurrentUser>(await maya.get('/api/me'))).id;
  const [jordan] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'jordan.alvarez@asu.edu'));
  jordanId = jordan?.id ?? 0;
});
afterAll(() => server.close());

const profile = {
  firstName: ' Maya ',
  lastName: 'Chen',
  university: 'Arizona State University',
  bio: 'Math tutor and LaTeX nerd.',
  phoneNumber: '(480) 555-0100',
  skills: ['Calculus', ' Proofs '],
};
const message = async (res: Response) => (await json<{ message: string }>(res)).message;
const PRIVATE_FIELDS = [
  'email',
  'phoneNumber',
  'password',
  'passwordHash',
  'verificationToken',
  'verificationCode',
  'verificationExpiresAt',
  'googleId',
  'isVerified',
  'authProvider',
];

describe('PUT /api/profile', () => {
  it('updates the signed-in user only and returns the current user', async () => {
    const res = await maya.put('/api/profile', profile);
    expect(res.status).toBe(200);
    const me = await json<CurrentUser>(res);
    expect(me).toMatchObject({
      id: mayaId,
      firstName: 'Maya',
      bio: 'Math tutor and LaTeX nerd.',
      phoneNumber: '(480) 555-0100',
      skills: ['Calculus', 'Proofs'],
      email: DEMO_EMAIL,
    });
    expect((await json<CurrentUser>(await maya.get('/api/me'))).bio).toBe('Math tutor and LaTeX nerd.');

    const cleared = await json<CurrentUser>(
      await maya.put('/api/profile', { ...profile, bio: '', phoneNumber: null, skills: [] }),
    );
    expect(cleared).toMatchObject({ bio: null, phoneNumber: null, skills: [] });
  });

  it('answers 401 when signed out', async () => {
    const res = await new Browser(server).put('/api/profile', profile);
    expect(res.status).toBe(401);
    expect(await message(res)).toBe('Authentication required');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ university: '' }, 'University is required'],
    [
      { university: 'Hogwarts School of Witchcraft and Wizardry' },
      'Please choose your university from the list',
    ],
  ])('refuses %j with 400 %s', async (change, expected) => {
    const res = await maya.put('/api/profile', { ...profile, ...change });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(expected);
  });

  it('takes skills only as a list', async () => {
    expect((await maya.put('/api/profile', { ...profile, skills: 'Calculus, Proofs' })).status).toBe(400);
  });

  it('cannot change private or protected fields through the payload', async () => {
    const res = await maya.put('/api/profile', {
      ...profile,
      email: 'evil@asu.edu',
      isVerified: false,
      rating: 5,
      id: jordanId,
      googleId: 'x',
    });
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, mayaId));
    expect(row).toMatchObject({ email: DEMO_EMAIL, isVerified: true, googleId: null });
    const [jordan] = await server.db.select().from(users).where(eq(users.id, jordanId));
    expect(jordan?.firstName).toBe('Jordan');
  });
});

describe('PATCH /api/users/:id (profile completion)', () => {
  it('completes the own profile and sets isProfileComplete', async () => {
    await server.db.update(users).set({ isProfileComplete: false }).where(eq(users.id, mayaId));
    const res = await maya.patch(`/api/users/${mayaId}`, { ...profile, isProfileComplete: true });
    expect(res.status).toBe(200);
    expect(await json<CurrentUser>(res)).toMatchObject({
      id: mayaId,
      isProfileComplete: true,
      university: 'Arizona State University',
    });
    expect((await json<CurrentUser>(await maya.get('/api/me'))).isProfileComplete).toBe(true);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const res = await maya.patch(`/api/users/${jordanId}`, {
      ...profile,
      firstName: 'Hacked',
      isProfileComplete: true,
    });
    expect(res.status).toBe(403);
    expect(await message(res)).toBe('You can only update your own profile');
    const [jordan] = await server.db.select().from(users).where(eq(users.id, jordanId));
    expect(jordan?.firstName).toBe('Jordan');
  });

  it('answers 401 signed out, 400 for a bad id or payload', async () => {
    expect(
      (await new Browser(server).patch(`/api/users/${mayaId}`, { ...profile, isProfileComplete: true }))
        .status,
    ).toBe(401);
    expect((await maya.patch('/api/users/abc', { ...profile, isProfileComplete: true })).status).toBe(400);
    const missingFlag = await maya.patch(`/api/users/${mayaId}`, profile);
    expect(missingFlag.status).toBe(400);
    const noName = await maya.patch(`/api/users/${mayaId}`, {
      ...profile,
      firstName: '',
      isProfileComplete: true,
    });
    expect(await message(noName)).toBe('First name is required');
  });
});

describe('GET /api/users/:id never shows private fields', () => {
  it.each([
    ['a visitor', () => new Browser(server)],
    ['another signed-in user', () => signedIn(server, 'jordan.alvarez@asu.edu')],
    ['the user themself', () => Promise.resolve(maya)],
  ])('to %s', async (_who, viewer) => {
    const browser = await viewer();
    const res = await browser.get(`/api/users/${mayaId}`);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body.id).toBe(mayaId);
    for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
    expect(JSON.stringify(body)).not.toContain(DEMO_EMAIL);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });
});
