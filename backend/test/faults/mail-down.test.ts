import { sql } from 'drizzle-orm';
import { api } from '@campus/contracts';
import { freePort } from '../../src/db/embedded';
import { queryRows } from '../../src/db/sql';
import { UNREAD_MAIL_JOB } from '../../src/messages/unread-mail';
import { VERIFICATION_MAIL_JOB } from '../../src/auth/verification-mail-job';
import { MAIL_FAILED, REGISTERED } from '../../src/auth/registration';
import { ORDER_MAILS_JOB } from '../../src/orders/notifications';
import { Browser } from '../auth/browser';
import { startSmtpSink, verificationOf, type SmtpSink } from '../auth/smtpSink';
import { json } from '../harness';
import { JORDAN, MAYA, student, userIds } from '../messages/live';
import { gigFor } from '../orders/fixtures';
import { book, eventually, intentIdOf, pay, startOrderServer, type OrderServer } from '../orders/support';
import { confirm, onboard } from '../orders/release-support';

/**
 * The mail server is down (SMTP_URL names a port nobody listens on). Nothing the student does fails:
 * booking, paying, capturing, confirming receipt and messaging all answer as usual, their mails wait.
 * When the mail server is back at the same address, every waiting mail goes out, once.
 */
/** How many times the unread-message mail fails before the mail server is back (each retry is due a minute later). */
const FAILED_TRIES = 5;

let server: OrderServer;
let port: number;
let sink: SmtpSink | undefined;
let maya: Browser;
let jordanId: number;

beforeAll(async () => {
  port = await freePort();
  server = await startOrderServer({ seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  await server.services.jobs.start();
  [jordanId] = await userIds(server.db, JORDAN);
  maya = await student(server, MAYA);
  await onboard(server, await student(server, JORDAN));
}, 60_000);

afterAll(async () => {
  await server.services.jobs.stop();
  await server.close({ drop: true });
  await sink?.close();
});

interface JobRow {
  state: string;
  retryCount: number;
}

const unreadMailJobs = () =>
  queryRows<JobRow>(
    server.db,
    sql`select state, retry_count as "retryCount" from pgboss.job where name = ${UNREAD_MAIL_JOB}`,
  );

/** Time passes: the unread-message mail (or its retry) is due now instead of in 15 (or 1) minutes. */
const makeUnreadMailDue = () =>
  server.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${UNREAD_MAIL_JOB} and state in ('created', 'retry')`,
  );

const orderMails = () =>
  queryRows<{ sent: boolean; attempts: number }>(
    server.db,
    sql`select sent_at is not null as sent, attempts from order_mails`,
  );

it('lets the student book, pay, capture, confirm and message with the mail server down, and mails each once when it is back', async () => {
  // the student's actions: all succeed
  const clientSecret = await book(maya, await gigFor(server.db, jordanId));
  const paymentIntentId = intentIdOf(clientSecret);
  await pay(maya, clientSecret);
  const completed = await maya.post(api.paymentComplete.path, { paymentIntentId });
  expect(completed.status).toBe(200);
  const { orderId } = api.paymentComplete.reply.parse(await json(completed));
  expect((await maya.post(api.capturePayment.path, { orderId, paymentIntentId })).status).toBe(200);
  expect((await confirm(maya, orderId)).status).toBe(200);
  const message = await maya.post(api.startConversation.path, {
    userId: jordanId,
    message: 'Is Thursday fine for the session?',
  });
  expect(message.status).toBeLessThan(300);

  // the mail jobs run while the mail server is down: they fail, and their mails wait
  await server.services.jobs.send(ORDER_MAILS_JOB, {});
  await eventually(async () => {
    const mails = await orderMails();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((m) => m.attempts > 0)).toBe(true);
  }, 15_000);
  for (let tried = 1; tried <= FAILED_TRIES; tried++) {
    await makeUnreadMailDue();
    // pg-boss counts a retry when it starts it: failed once, it is 'retry' with 0 retries made
    await eventually(
      async () => expect(await unreadMailJobs()).toEqual([{ state: 'retry', retryCount: tried - 1 }]),
      20_000,
    );
  }
  expect((await orderMails()).filter((m) => m.sent)).toEqual([]);

  // the mail server is back where it was
  sink = await startSmtpSink(port);
  const delivered = sink;
  await server.services.jobs.send(ORDER_MAILS_JOB, {});
  await makeUnreadMailDue();
  await eventually(async () => {
    expect((await orderMails()).filter((m) => !m.sent)).toEqual([]);
    expect(await unreadMailJobs()).toEqual([{ state: 'completed', retryCount: FAILED_TRIES }]);
  }, 20_000);
  // one more run sends nothing again
  const lastRun = await server.services.jobs.send(ORDER_MAILS_JOB, {});
  await eventually(async () => {
    const [run] = await queryRows<{ state: string }>(
      server.db,
      sql`select state from pgboss.job where id = ${lastRun}`,
    );
    expect(run?.state).toBe('completed');
  }, 20_000);

  const orderMailCount = (await orderMails()).length;
  const received = delivered.messages.map((m) => `${m.to.join(',')} ${m.subject}`);
  expect(received).toHaveLength(orderMailCount + 1);
  expect(new Set(received).size).toBe(received.length);
  expect(received.filter((r) => r.startsWith(`${JORDAN} New message from`))).toHaveLength(1);
}, 120_000);

it('registers a student with the mail server down and sends the verification mail when it is back', async () => {
  await sink?.close(); // down again
  const visitor = new Browser(server);
  const email = 'late.mail@asu.edu';
  const res = await visitor.post(api.register.path, { email, password: 'secret12' });
  expect({ status: res.status, body: await json(res) }).toEqual({
    status: 201,
    body: { message: REGISTERED },
  });
  const verificationJobs = () =>
    queryRows<{ state: string }>(
      server.db,
      sql`select state from pgboss.job where name = ${VERIFICATION_MAIL_JOB}`,
    );
  // its first send fails at once (the mail server is down) and waits for a retry a minute later
  await eventually(async () => expect(await verificationJobs()).toEqual([{ state: 'retry' }]), 15_000);

  sink = await startSmtpSink(port);
  const back = sink;
  await server.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${VERIFICATION_MAIL_JOB} and state in ('created', 'retry')`,
  );
  const mail = await back.waitFor(email, 20_000);
  const { token } = verificationOf(mail);
  expect((await visitor.post(api.verifyEmail.path, { token })).status).toBe(200);
  expect((await visitor.post(api.login.path, { email, password: 'secret12' })).status).toBe(200);
  await eventually(async () => expect(await verificationJobs()).toEqual([{ state: 'completed' }]), 10_000);
  expect(back.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
}, 60_000);

it('does not queue a verification mail the mail server refused for good (550): the account is removed, 503', async () => {
  // the mail server is up (the test before brought it back)
  const email = 'rejected.address@asu.edu';
  const res = await new Browser(server).post(api.register.path, { email, password: 'secret12' });
  expect({ status: res.status, body: await json(res) }).toEqual({
    status: 503,
    body: { message: MAIL_FAILED },
  });
  const accounts = await queryRows(server.db, sql`select id from users where email = ${email}`);
  expect(accounts).toEqual([]);
  const jobs = await queryRows<{ state: string }>(
    server.db,
    sql`select state from pgboss.job where name = ${VERIFICATION_MAIL_JOB}`,
  );
  expect(jobs).toEqual([{ state: 'completed' }]); // only the earlier test's
});
