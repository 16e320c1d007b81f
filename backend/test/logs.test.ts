import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLogger } from '../src/logger';
import type { OutboxEntry } from '../src/mail/outboxMailer';
import { Browser, signedIn } from './auth/browser';
import { json, startTestServer } from './harness';

/** Everything written to stdout and stderr while `run` runs (and nothing passed through). */
async function captureOutput(run: () => Promise<void> | void): Promise<string> {
  let out = '';
  const write = (chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(write);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(write);
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return out;
}

const lines = (out: string) => out.split('\n').filter(Boolean);
const LINE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (debug|info|warn|error) /;

describe('log lines', () => {
  it('keeps one entry on one line whatever the user text holds', async () => {
    const log = createLogger('debug');
    const forged = 'Ada\n2025-04-28T10:00:00.000Z info admin signed in\r\u2028\u0085x';
    const out = await captureOutput(() => {
      log.info(`registered ${forged}`, { firstName: forged, nested: { name: forged } });
      log.error('request failed', { err: new Error(`bad\n${forged}`) });
    });
    expect(lines(out)).toHaveLength(2);
    for (const line of lines(out)) expect(line).toMatch(LINE);
    expect(out).not.toContain('\r');
    expect(out).not.toContain('\u2028');
    expect(out).not.toContain('\u0085');
    expect(out).toContain('Ada\\n2025-04-28T10:00:00.000Z info admin signed in\\r');
  });

  it('shows bidi overrides and other invisible controls as escapes, not as reordered text', async () => {
    const log = createLogger('info');
    const out = await captureOutput(() => log.info('user', { name: 'Ada\u202egnp.exe\u0007\u001b[31m' }));
    // eslint-disable-next-line no-control-regex -- no control character may reach the log
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(out).toContain('\\u202e');
    expect(out).toContain('\\u001b[31m');
  });

  it('quotes a value with spaces or "=" so it cannot pass for another key', async () => {
    const log = createLogger('info');
    const out = await captureOutput(() => log.info('user', { name: 'Ada role=admin', ok: 'plain' }));
    expect(out).toContain('name="Ada role=admin"');
    expect(out).toContain('ok=plain');
  });
});

describe('verification secrets in the log', () => {
  /** Registers through a server with the local outbox and returns what it logged, the token and the code. */
  async function registerAndCapture(env: Record<string, string>) {
    const server = await startTestServer({ env: { LOG_LEVEL: 'debug', ...env } });
    try {
      const browser = new Browser(server);
      let status = 0;
      const out = await captureOutput(async () => {
        status = (await browser.post('/api/register', { email: 'newbie@asu.edu', password: 'secret12' }))
          .status;
      });
      expect(status).toBe(201);
      const dir = path.join(server.config.dataDir, 'outbox');
      const jsonFile = (await readdir(dir)).find((f) => f.endsWith('.json')) ?? '';
      const entry = JSON.parse(await readFile(path.join(dir, jsonFile), 'utf8')) as OutboxEntry;
      const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(entry.text)?.[1] ?? '');
      const code = /code: (\d{6})/.exec(entry.text)?.[1] ?? '';
      expect(token).not.toBe('');
      expect(code).toMatch(/^\d{6}$/);
      return { out, token, code };
    } finally {
      await server.close();
    }
  }

  it('never logs the link token or the code when NODE_ENV=production (the outbox file still has them)', async () => {
    const { out, token, code } = await registerAndCapture({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
    });
    expect(out).toContain('newbie@asu.edu'); // the mail is logged as sent ...
    expect(out).not.toContain(token); // ... without its secrets
    expect(out).not.toContain(encodeURIComponent(token));
    expect(out).not.toContain(code);
  });

  it('logs them on a developer machine, where mail goes to the local outbox', async () => {
    const { out, token, code } = await registerAndCapture({ NODE_ENV: 'development' });
    expect(out).toContain(encodeURIComponent(token));
    expect(out).toContain(code);
    for (const line of lines(out)) expect(line).toMatch(LINE);
  });
});

describe('names with line breaks or bidi overrides', () => {
  it('are refused at registration with a clear 400 and no log line is forged', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'debug', NODE_ENV: 'development' } });
    try {
      const browser = new Browser(server);
      let res: Response | undefined;
      const out = await captureOutput(async () => {
        res = await browser.post('/api/register', {
          email: 'mallory@asu.edu',
          password: 'secret12',
          firstName: 'Mallory\n2025-04-28T10:00:00.000Z info admin signed in',
        });
      });
      expect(res?.status).toBe(400);
      expect((await json<{ message: string }>(res as Response)).message).toBe(
        'First name cannot contain line breaks or control characters',
      );
      expect(out).not.toContain('admin signed in');
      const bidi = await browser.post('/api/register', {
        email: 'mallory@asu.edu',
        password: 'secret12',
        lastName: 'Smith\u202e',
      });
      expect(bidi.status).toBe(400);
      expect((await json<{ message: string }>(bidi)).message).toBe(
        'Last name cannot contain line breaks or control characters',
      );
    } finally {
      await server.close();
    }
  });

  it('are refused by the profile forms (PUT /api/profile, PATCH /api/users/{id})', async () => {
    const server = await startTestServer({ seed: true });
    try {
      const maya = await signedIn(server);
      const me = await json<{ id: number }>(await maya.get('/api/me'));
      const profile = { firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' };
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
        ['university', 'University'],
      ] as const) {
        const res = await maya.put('/api/profile', { ...profile, [field]: 'Line one\nLine two' });
        expect(res.status).toBe(400);
        expect((await json<{ message: string }>(res)).message).toBe(
          `${label} cannot contain line breaks or control characters`,
        );
      }
      const patch = await maya.patch(`/api/users/${me.id}`, {
        ...profile,
        firstName: 'Maya\u2066',
        isProfileComplete: true,
      });
      expect(patch.status).toBe(400);
      expect((await json<{ message: string }>(patch)).message).toBe(
        'First name cannot contain line breaks or control characters',
      );
      // a bio is prose: its line breaks are kept
      const bio = await maya.put('/api/profile', { ...profile, bio: 'Line one\nLine two' });
      expect(bio.status).toBe(200);
      expect((await json<{ bio: string }>(bio)).bio).toBe('Line one\nLine two');
    } finally {
      await server.close();
    }
  });
});
