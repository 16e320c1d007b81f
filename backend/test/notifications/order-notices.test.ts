import { sql } from 'drizzle-orm';
import { orderNotice, type OrderTransition } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import {
  notifyTransition,
  orderMail,
  sendPendingOrderMails,
  type OrderMailDeps,
} from '../../src/orders/notifications';
import { createLogger } from '../../src/logger';
import { must } from '../harness';
import {
  dataOf,
  JORDAN,
  MAYA,
  openEvents,
  startLiveCluster,
  student,
  userIds,
  type LiveCluster,
  type LiveServer,
} from '../messages/live';

const ORIGIN = 'https://campus.example';

let cluster: LiveCluster;
let server: LiveServer;
let providerId: number;
let customerId: number;
let orderId: number;
let gigTitle: string;
const sent: MailMessage[] = [];
let mailServerDown = false;
const mailer: Mailer = {
  kind: 'outbox',
  send: async (m) => {
    if (mailServerDown) throw new Error('SMTP is down');
    sent.push(m);
  },
  close: () => undefined,
};
let deps: OrderMailDeps;

beforeAll(async () => {
  cluster = await startLiveCluster();
  server = must(cluster.servers[0]);
  deps = { db: server.db, mailer, publicOrigin: ORIGIN, log: createLogger('silent') };
  [providerId, customerId] = await userIds(server.db, MAYA, JORDAN);
  const [gig] = await queryRows<{ id: number; title: string }>(
    server.db,
    sql`SELECT id, title FROM gigs WHERE provider_id = ${providerId} ORDER BY id LIMIT 1`,
  );
  const [order] = await queryRows<{ id: number }>(
    server.db,
    sql`INSERT INTO orders (gig_id, customer_id, provider_id, total_amount_cents, platform_fee_cents,
          price_cents, transaction_fee_cents, status, authorised_at)
        VALUES (${must(gig).id}, ${customerId}, ${providerId}, 2120, 80, 2000, 40, 'payment_processing', now())
        RETURNING id`,
  );
  orderId = must(order).id;
  gigTitle = must(gig).title;
});

afterAll(() => cluster.close());

beforeEach(async () => {
  sent.length = 0;
  mailServerDown = false;
  await server.db.execute(sql`DELETE FROM order_mails`);
});

const notify = (transition: OrderTransition, gigTitle: string | null = 'Calculus tutoring') =>
  server.db.transaction((tx) =>
    notifyTransition(tx, {
      orderId,
      transition,
      status: transition === 'authorise' ? 'payment_processing' : 'cancelled',
      customerId,
      providerId,
      gigTitle,
    }),
  );

const pendingFor = async () =>
  queryRows<{ recipientId: number; transition: string; sentAt: Date | null; attempts: number }>(
    server.db,
    sql`SELECT recipient_id AS "recipientId", transition, sent_at AS "sentAt", attempts
        FROM order_mails ORDER BY id`,
  );

describe('order notices', () => {
  it('tells only the parties the process table lists, live and by mail', async () => {
    const providerBrowser = await student(server, MAYA);
    const customerBrowser = await student(server, JORDAN);
    const providerStream = await openEvents(server, providerBrowser);
    const customerStream = await openEvents(server, customerBrowser);
    try {
      await notify('authorise');
      const event = await providerStream.next((e) => e.event === 'order');
      expect(orderNotice.parse(dataOf(event))).toEqual({
        orderId,
        status: 'payment_processing',
        transition: 'authorise',
        gigTitle: 'Calculus tutoring',
        viewerRole: 'provider',
      });
      // authorise notifies the provider only
      expect((await customerStream.quiet(300)).filter((e) => e.event === 'order')).toEqual([]);
      expect(await pendingFor()).toEqual([
        { recipientId: providerId, transition: 'authorise', sentAt: null, attempts: 0 },
      ]);
    } finally {
      providerStream.close();
      customerStream.close();
    }
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await notifyTransition(tx, {
          orderId,
          transition: 'expire_authorisation',
          status: 'cancelled',
          customerId,
          providerId,
          gigTitle: null,
        });
        throw new Error('the transition failed');
      }),
    ).rejects.toThrow('the transition failed');
    expect(await pendingFor()).toEqual([]);
  });

  it('mails both parties of an expired authorisation, once each', async () => {
    await notify('expire_authorisation');
    await notify('expire_authorisation'); // a second call for the same transition adds nothing
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual([JORDAN, MAYA].sort());
    const toCustomer = must(sent.find((m) => m.to === JORDAN));
    expect(toCustomer.subject).toBe(`Order #${orderId} was cancelled: the payment was not captured in time`);
    expect(toCustomer.text).toContain('Nothing was charged; you can book again.');
    expect(toCustomer.text).toContain(`${ORIGIN}/orders/${orderId}`);
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 0, failed: 0 });
  });

  it.each(['open_dispute', 'contest_dispute', 'withdraw_dispute', 'accept_refund'] as const)(
    'mails both parties of a dispute step (%s), each in their own words',
    async (transition) => {
      await notify(transition);
      expect(await sendPendingOrderMails(deps)).toEqual({ sent: 2, failed: 0 });
      const toCustomer = must(sent.find((m) => m.to === JORDAN));
      const toProvider = must(sent.find((m) => m.to === MAYA));
      expect(toCustomer.subject).toContain(`#${orderId}`);
      expect(toProvider.subject).toContain(`#${orderId}`);
      expect(toCustomer.text).not.toBe(toProvider.text);
    },
  );

  it('keeps a mail while the mail server is down and sends it when it is back', async () => {
    await notify('authorise');
    mailServerDown = true;
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 0, failed: 1 });
    expect(await pendingFor()).toMatchObject([{ sentAt: null, attempts: 1 }]);
    mailServerDown = false;
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 1, failed: 0 });
    expect(must(sent[0]).subject).toBe(`New paid order #${orderId} for "${gigTitle}"`);
    expect(must((await pendingFor())[0]).sentAt).not.toBeNull();
  });

  it('sends a mail once when two instances run the job at the same time', async () => {
    await notify('authorise');
    const runs = await Promise.all([sendPendingOrderMails(deps), sendPendingOrderMails(deps)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('orderMail', () => {
  const base = {
    to: 'maya.chen@asu.edu',
    recipientFirstName: 'Maya',
    recipientRole: 'provider' as const,
    orderId: 7,
    gigTitle: 'Guitar <b>lessons</b>',
    customerName: 'Jordan Alvarez',
    total: 21.2,
    link: 'https://campus.example/orders/7',
  };

  it('escapes what students wrote in the HTML part', () => {
    const mail = must(orderMail({ ...base, transition: 'authorise' }));
    expect(mail.html).toContain('Guitar &lt;b&gt;lessons&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>lessons</b>');
    expect(mail.text).toContain('Jordan Alvarez booked "Guitar <b>lessons</b>"');
    expect(mail.text).toContain('$21.20');
  });

  it('sends nothing for an abandoned payment', () => {
    expect(orderMail({ ...base, transition: 'abandon_payment' })).toBeNull();
  });
});
