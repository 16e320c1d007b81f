import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer, outboxDir } from '../../src/mail/createMailer';
import { verificationEmail, verificationLink, VERIFICATION_SUBJECT } from '../../src/mail/verificationEmail';
import type { OutboxEntry } from '../../src/mail/outboxMailer';
import { startSmtpSink, verificationOf, type SmtpSink } from './smtpSink';

const link = verificationLink('http://localhost:3000/', 'tok_EN-123');
const message = verificationEmail({ to: 'ada@mit.edu', firstName: 'Ada', link, code: '012345' });

describe('verification e-mail', () => {
  it('has a clear subject, the link and the 6-digit code', () => {
    expect(link).toBe('http://localhost:3000/verify-email?token=tok_EN-123');
    expect(message.subject).toBe(VERIFICATION_SUBJECT);
    expect(message.text).toContain(link);
    expect(message.text).toContain('012345');
    expect(message.html).toContain('href="http://localhost:3000/verify-email?token=tok_EN-123"');
  });
});

describe('SMTP delivery', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends through a real SMTP server', async () => {
    const mailer = createMailer(
      { smtpUrl: sink.url, mailFrom: 'Campus <no-reply@campus.test>', dataDir: '/nonexistent', env: 'test' },
      () => undefined,
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    const mail = await sink.waitFor('ada@mit.edu');
    expect(mail.subject).toBe(VERIFICATION_SUBJECT);
    expect(mail.from).toBe('no-reply@campus.test');
    expect(verificationOf(mail)).toEqual({ link, token: 'tok_EN-123', code: '012345' });
    expect(mail.html).toContain('012345');
  });
});

describe('local outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes .eml and .json files and logs the link and code', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Campus <no-reply@campus.test>', dataDir, env: 'development' },
      (msg, fields) => lines.push(`${msg} ${JSON.stringify(fields)}`),
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = (await readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(2);
    const [eml, json] = files as [string, string];
    expect(eml).toMatch(/\.eml$/);
    const entry = JSON.parse(await readFile(path.join(outboxDir(dataDir), json), 'utf8')) as OutboxEntry;
    expect(entry).toMatchObject({ to: 'ada@mit.edu', subject: VERIFICATION_SUBJECT });
    expect(entry.text).toContain(link);
    expect(await readFile(path.join(outboxDir(dataDir), eml), 'utf8')).toContain(
      `Subject: ${VERIFICATION_SUBJECT}`,
    );
    expect(lines.join('\n')).toContain(link);
    expect(lines.join('\n')).toContain('012345');
  });
});
