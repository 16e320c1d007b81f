import * as argon2 from '@node-rs/argon2';
import { hashPassword } from '../../src/auth/passwords';
import { users } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';
import { Browser } from './browser';

// The real argon2, with its verify watched: which logins really check a hash.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const verify = jest.mocked(argon2.verify);

let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY: each login comes from its own address, so no throttle answers instead
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  const passwordHash = await hashPassword('the-right-password');
  await server.db.insert(users).values(
    Array.from({ length: 12 }, (_, i) => ({
      username: `timing${i}`,
      email: `timing${i}@utexas.edu`,
      university: 'The University of Texas at Austin',
      isVerified: true,
      authProvider: 'email' as const,
      passwordHash,
    })),
  );
});
afterAll(() => server.close());

/** Milliseconds of one refused login. */
async function timedLogin(email: string, ip: string): Promise<number> {
  const started = performance.now();
  const res = await new Browser(server).post(
    '/api/login',
    { email, password: 'not-the-password' },
    { 'x-forwarded-for': ip },
  );
  await res.arrayBuffer();
  expect(res.status).toBe(401);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('login of an unknown e-mail', () => {
  it('runs the argon2 check like a wrong password does (against a fixed dummy hash)', async () => {
    verify.mockClear();
    await timedLogin('timing0@utexas.edu', '10.30.0.1');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    await timedLogin('no.such.student@utexas.edu', '10.30.0.2');
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummyHash] = verify.mock.calls[0] ?? [];
    expect(String(dummyHash)).toMatch(/^\$argon2id\$/);
  });

  it('takes as long as a wrong password for a known account (median of 11, interleaved)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // interleaved, so load on the machine slows both the same way; the first pair warms up
    for (let i = 0; i < 12; i += 1) {
      const k = await timedLogin(`timing${i}@utexas.edu`, `10.31.0.${i}`);
      const u = await timedLogin(`no.such.student${i}@utexas.edu`, `10.31.1.${i}`);
      if (i === 0) continue;
      known.push(k);
      unknown.push(u);
    }
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });
});
