import { sql } from 'drizzle-orm';
import { LIMITS, type ChatMessage } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import {
  MAIL_PREVIEW_MAX,
  mailIfStillUnread,
  messagePreview,
  UNREAD_MAIL_DELAY_MS,
  UNREAD_MAIL_INTERVAL_MS,
  UNREAD_MAIL_JOB,
  type UnreadMailDeps,
} from '../../src/messages/unread-mail';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';
import {
  JORDAN,
  type LiveCluster,
  type LiveServer,
  MAYA,
  outbox,
  PRIYA,
  startLiveCluster,
  students,
  userIds,
} from './live';

const MINUTE = 60_000;
const ORIGIN = 'https://campus.example';

/** One instance with its job runner started (pg-boss schema), so sends queue real jobs. */
let cluster: LiveCluster;
let server: LiveServer;
let maya: Browser;
let jordan: Browser;
let priya: Browser;
let jordanId: number;
let mayaId: number;
const sent: MailMessage[] = [];
let failNext = false;
const mailer: Mailer = {
  kind: 'outbox',
  send: async (m) => {
    if (failNext) {
      failNext = false;
      throw new Error('SMTP is down');
    }
    sent.push(m);
  },
  close: () => undefined,
};
let deps: UnreadMailDeps;

beforeAll(async () => {
  cluster = await startLiveCluster({ jobs: true });
  server = must(cluster.servers[0]);
  deps = { db: server.db, mailer, publicOrigin: ORIGIN };
  [maya, jordan, priya] = await students(server, MAYA, JORDAN, PRIYA);
  [mayaId, jordanId] = await userIds(cluster.db, MAYA, JORDAN);
});
afterAll(() => cluster.close());
beforeEach(() => {
  sent.length = 0;
});

async function conversationWith(from: Browser, userId: number): Promise<number> {
  return (await json<{ id: number }>(await from.post('/api/conversations', { userId }))).id;
}
async function post(from: Browser, conversationId: number, content: string): Promise<ChatMessage> {
  const res = await from.post('/api/messages', { conversationId, content });
  expect(res.status).toBe(201);
  return json<ChatMessage>(res);
}
const at = (m: ChatMessage, ms: number) => new Date(Date.parse(m.createdAt) + ms);

describe('mail about an unread message', () => {
  it('is queued as a job due 15 minutes after the message', async () => {
    const c = await conversationWith(maya, jordanId);
    const m = await post(maya, c, 'Queued?');
    const [job] = await queryRows<{ startAfter: string }>(
      cluster.db,
      sql`SELECT start_after::text AS "startAfter" FROM pgboss.job
          WHERE name = ${UNREAD_MAIL_JOB} AND (data->>'messageId')::int = ${m.id}`,
    );
    const due = Date.parse(must(job).startAfter.replace(' ', 'T').replace(/\+00$/, 'Z'));
    expect(Math.abs(due - at(m, UNREAD_MAIL_DELAY_MS).getTime())).toBeLessThan(1000);
  });

  it('sends the recipient one mail with a short preview and a link, then none for an hour', async () => {
    const c = await conversationWith(maya, jordanId);
    const long = `Hi Jordan!\n\nAbout the <b>calculus</b> session:   ${'lots of details '.repeat(300)}`.slice(
      0,
      LIMITS.messageMax,
    );
    const first = await post(maya, c, long);
    expect(await mailIfStillUnread(deps, { messageId: first.id }, at(first, UNREAD_MAIL_DELAY_MS))).toBe(
      'sent',
    );
    expect(sent).toHaveLength(1);
    const mail = must(sent[0]);
    expect(mail.to).toBe(JORDAN);
    expect(mail.subject).toBe('New message from Maya Chen on Campus Skills Marketplace');
    const preview = messagePreview(long);
    expect(Array.from(preview).length).toBeLessThanOrEqual(MAIL_PREVIEW_MAX);
    expect(preview.startsWith('Hi Jordan! About the <b>calculus</b> session: lots of details')).toBe(true);
    expect(mail.text).toContain(`"${preview}"`);
    expect(mail.text).toContain(`${ORIGIN}/messages/${c}`);
    expect(mail.html).toContain(`href="${ORIGIN}/messages/${c}"`);
    expect(mail.html).toContain('&lt;b&gt;calculus&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>calculus');
    // never the whole message
    expect(mail.text.length).toBeLessThan(600);
    expect(mail.text).not.toContain('lots of details lots of details lots of details lots of details lots');

    // more unread messages within the hour: no more mail about this conversation
    const second = await post(maya, c, 'Also, bring the textbook.');
    expect(
      await mailIfStillUnread(deps, { messageId: second.id }, at(first, UNREAD_MAIL_DELAY_MS + 40 * MINUTE)),
    ).toBe('mailed recently');
    expect(sent).toHaveLength(1);
    // an hour after the first mail, another one may go
    const third = await post(maya, c, 'Still on for Tuesday?');
    expect(
      await mailIfStillUnread(
        deps,
        { messageId: third.id },
        at(first, UNREAD_MAIL_DELAY_MS + UNREAD_MAIL_INTERVAL_MS),
      ),
    ).toBe('sent');
    expect(sent).toHaveLength(2);
  });

  it('sends nothing once the message was read (the recipient opened the conversation)', async () => {
    const c = await conversationWith(priya, jordanId);
    const m = await post(priya, c, 'Do you still have the lamp?');
    expect((await jordan.get(`/api/conversations/${c}`)).status).toBe(200);
    expect(await mailIfStillUnread(deps, { messageId: m.id }, at(m, UNREAD_MAIL_DELAY_MS))).toBe('read');
    expect(await mailIfStillUnread(deps, { messageId: 2_000_000_000 })).toBe('gone');
    expect(sent).toEqual([]);
  });

  it('counts per conversation and recipient: the other side and other conversations get their own', async () => {
    const c = await conversationWith(jordan, mayaId);
    const fromJordan = await post(jordan, c, 'Sure, Tuesday works.');
    const priyas = await conversationWith(priya, mayaId);
    const fromPriya = await post(priya, priyas, 'Hi Maya, quick question about your stats gig.');
    expect(
      await mailIfStillUnread(deps, { messageId: fromJordan.id }, at(fromJordan, UNREAD_MAIL_DELAY_MS)),
    ).toBe('sent');
    expect(
      await mailIfStillUnread(deps, { messageId: fromPriya.id }, at(fromPriya, UNREAD_MAIL_DELAY_MS)),
    ).toBe('sent');
    expect(sent.map((m) => m.to)).toEqual([MAYA, MAYA]);
  });

  it('sends one mail when two runs race, and none is lost when the mailer fails (the job is retried)', async () => {
    const [danielId] = await userIds(cluster.db, 'daniel.kim@nyu.edu');
    const c = await conversationWith(maya, danielId);
    const m = await post(maya, c, 'Are you selling the bike?');
    failNext = true;
    await expect(mailIfStillUnread(deps, { messageId: m.id }, at(m, UNREAD_MAIL_DELAY_MS))).rejects.toThrow(
      'SMTP is down',
    );
    const outcomes = await Promise.all([
      mailIfStillUnread(deps, { messageId: m.id }, at(m, UNREAD_MAIL_DELAY_MS + MINUTE)),
      mailIfStillUnread(deps, { messageId: m.id }, at(m, UNREAD_MAIL_DELAY_MS + MINUTE)),
    ]);
    expect(outcomes.sort()).toEqual(['mailed recently', 'sent']);
    expect(sent).toHaveLength(1);
  });

  it('is run by the job runner and the mailer of the composition root', async () => {
    const [hannahId] = await userIds(cluster.db, 'hannah.lee@uw.edu');
    const c = await conversationWith(maya, hannahId);
    const m = await post(maya, c, 'Hello from the job runner');
    await server.services.jobs.send(UNREAD_MAIL_JOB, { messageId: m.id }); // due now rather than in 15 minutes
    const deadline = Date.now() + 20_000;
    let mails = await outbox(server);
    while (!mails.some((x) => x.to === 'hannah.lee@uw.edu') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      mails = await outbox(server);
    }
    const mail = must(mails.find((x) => x.to === 'hannah.lee@uw.edu'));
    expect(mail.text).toContain('"Hello from the job runner"');
    expect(mail.text).toContain(`${server.config.publicOrigin}/messages/${c}`);
  });
});

describe('messagePreview', () => {
  it('keeps short text, folds whitespace, cuts long text to 80 characters with an ellipsis, never half an emoji', () => {
    expect(messagePreview('  Hi\n\nthere\t!  ')).toBe('Hi there !');
    const cut = messagePreview('a'.repeat(200));
    expect(cut).toBe(`${'a'.repeat(79)}…`);
    const emoji = messagePreview('😀'.repeat(100));
    expect(Array.from(emoji)).toHaveLength(80);
    expect(emoji.endsWith('😀…')).toBe(true);
    expect(messagePreview('x'.repeat(80))).toBe('x'.repeat(80));
  });
});
