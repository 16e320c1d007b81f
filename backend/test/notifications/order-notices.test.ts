import { sql } from 'drizzle-orm';
import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  latestProcess,
  notificationNotice,
  orderNotice,
  type OrderStatus,
  type OrderTransition,
} from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import type { Tx } from '../../src/db/types';
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
          price_cents, transaction_fee_cents, status, authorised_at, process_version)
        VALUES (${must(gig).id}, ${customerId}, ${providerId}, 2120, 80, 2000, 40, 'payment_processing', now(), 2)
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
  await server.db.execute(sql`DELETE FROM notifications`);
});

const TABLE = latestProcess('gig-booking').transitions;

/** Records the transition's `order_events` row in `tx`, as the interpreter does before it notifies. */
async function recordEvent(tx: Tx, transition: OrderTransition): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO order_events (order_id, transition, actor_kind, from_status, to_status)
        VALUES (${orderId}, ${transition}, 'system', 'payment_processing', ${TABLE[transition].to})
        RETURNING id`,
  );
  return must(row).id;
}

const notice = (
  transition: OrderTransition,
  eventId: number,
  title: string | null = 'Calculus tutoring',
) => ({
  orderId,
  eventId,
  transition,
  status: TABLE[transition].to as OrderStatus,
  customerId,
  providerId,
  gigTitle: title,
  title,
  notify: TABLE[transition].notify,
});

/** The transition as the interpreter takes it: its event and its notices, in one transaction. */
const notify = (transition: OrderTransition, title: string | null = 'Calculus tutoring') =>
  server.db.transaction(async (tx) => {
    const eventId = await recordEvent(tx, transition);
    await notifyTransition(tx, notice(transition, eventId, title));
    return eventId;
  });

const notificationsOf = () =>
  queryRows<{ userId: number; key: string; kind: string; text: string; link: string; transition: string }>(
    server.db,
    sql`SELECT user_id AS "userId", key, kind, text, link, transition FROM notifications ORDER BY id`,
  );
const eventsOf = (transition: OrderTransition) =>
  queryRows<{ id: number }>(
    server.db,
    sql`SELECT id FROM order_events WHERE order_id = ${orderId} AND transition = ${transition}`,
  );

const pendingFor = async () =>
  queryRows<{ recipientId: number; transition: string; sentAt: Date | null; attempts: number }>(
    server.db,
    sql`SELECT recipient_id AS "recipientId", transition, sent_at AS "sentAt", attempts
        FROM order_mails ORDER BY id`,
  );

describe('order notices', () => {
  it('tells only the parties the process table lists: a notification, live and by mail', async () => {
    const providerBrowser = await student(server, MAYA);
    const customerBrowser = await student(server, JORDAN);
    const providerStream = await openEvents(server, providerBrowser);
    const customerStream = await openEvents(server, customerBrowser);
    try {
      const eventId = await notify('cancel');
      const live = notificationNotice.parse(
        dataOf(await providerStream.next((e) => e.event === 'notification')),
      );
      expect(live).toMatchObject({
        unread: 1,
        notification: {
          kind: 'order',
          orderId,
          transition: 'cancel',
          text: `Order #${orderId} (Calculus tutoring) was cancelled before payment`,
          link: `/orders/${orderId}`,
          readAt: null,
        },
      });
      const event = await providerStream.next((e) => e.event === 'order');
      expect(orderNotice.parse(dataOf(event))).toEqual({
        orderId,
        status: 'cancelled',
        transition: 'cancel',
        gigTitle: 'Calculus tutoring',
        viewerRole: 'provider',
      });
      // cancel notifies the provider only
      expect(
        (await customerStream.quiet(300)).filter((e) => e.event === 'order' || e.event === 'notification'),
      ).toEqual([]);
      expect(await pendingFor()).toEqual([
        { recipientId: providerId, transition: 'cancel', sentAt: null, attempts: 0 },
      ]);
      expect(await notificationsOf()).toEqual([
        {
          userId: providerId,
          key: `order-event:${eventId}`,
          kind: 'order',
          text: `Order #${orderId} (Calculus tutoring) was cancelled before payment`,
          link: `/orders/${orderId}`,
          transition: 'cancel',
        },
      ]);
    } finally {
      providerStream.close();
      customerStream.close();
    }
  });

  it('tells both parties of an authorisation: the customer gets a receipt', async () => {
    const eventId = await notify('authorise', null);
    expect(await notificationsOf()).toEqual([
      expect.objectContaining({
        userId: customerId,
        key: `order-event:${eventId}`,
        text: `Receipt: your card was authorised for order #${orderId} (your order)`,
      }),
      expect.objectContaining({
        userId: providerId,
        key: `order-event:${eventId}`,
        text: `New order #${orderId} for your order: the payment is authorised`,
      }),
    ]);
    expect((await pendingFor()).map((m) => m.recipientId).sort()).toEqual([customerId, providerId].sort());
  });

  it('writes neither the event nor its notifications, live events and mails when the transaction rolls back', async () => {
    const providerStream = await openEvents(server, await student(server, MAYA));
    try {
      await expect(
        server.db.transaction(async (tx) => {
          const eventId = await recordEvent(tx, 'expire_authorisation');
          await notifyTransition(tx, notice('expire_authorisation', eventId, null));
          throw new Error('the transition failed');
        }),
      ).rejects.toThrow('the transition failed');
      expect(await eventsOf('expire_authorisation')).toEqual([]);
      expect(await notificationsOf()).toEqual([]);
      expect(await pendingFor()).toEqual([]);
      expect(
        (await providerStream.quiet(300)).filter((e) => e.event === 'order' || e.event === 'notification'),
      ).toEqual([]);
    } finally {
      providerStream.close();
    }
  });

  it('commits the event with exactly one notification per party, however often it is replayed', async () => {
    await server.db.execute(sql`DELETE FROM order_events WHERE order_id = ${orderId}`);
    const eventId = await notify('expire_delivery');
    // the interpreter replays (a retried request, a job run twice): the same event, told again
    for (let i = 0; i < 3; i++)
      await server.db.transaction((tx) => notifyTransition(tx, notice('expire_delivery', eventId)));
    expect(await eventsOf('expire_delivery')).toEqual([{ id: eventId }]);
    const rows = await notificationsOf();
    expect(rows.map((r) => [r.userId, r.key]).sort()).toEqual(
      [
        [customerId, `order-event:${eventId}`],
        [providerId, `order-event:${eventId}`],
      ].sort(),
    );
    expect(await pendingFor()).toHaveLength(2);
  });

  it('tells no one of a booking given up before its payment was ever authorised', async () => {
    await server.db.execute(
      sql`UPDATE orders SET status = 'cancelled', authorised_at = NULL WHERE id = ${orderId}`,
    );
    try {
      await notify('cancel');
      expect(await notificationsOf()).toEqual([]);
      expect(await pendingFor()).toEqual([]);
    } finally {
      await server.db.execute(
        sql`UPDATE orders SET status = 'payment_processing', authorised_at = now() WHERE id = ${orderId}`,
      );
    }
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
    await notify('cancel');
    mailServerDown = true;
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 0, failed: 1 });
    expect(await pendingFor()).toMatchObject([{ sentAt: null, attempts: 1 }]);
    mailServerDown = false;
    expect(await sendPendingOrderMails(deps)).toEqual({ sent: 1, failed: 0 });
    expect(must(sent[0]).subject).toBe(`Order #${orderId} was cancelled`);
    expect(must(sent[0]).text).toContain(`"${gigTitle}"`);
    expect(must((await pendingFor())[0]).sentAt).not.toBeNull();
  });

  it('sends a mail once when two instances run the job at the same time', async () => {
    await notify('cancel');
    const runs = await Promise.all([sendPendingOrderMails(deps), sendPendingOrderMails(deps)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe('receipts and the delivery mails', () => {
  const mailsOf = async (transition: OrderTransition) => {
    await notify(transition);
    expect(await sendPendingOrderMails(deps)).toEqual({
      sent: Object.keys(TABLE[transition].notify).length,
      failed: 0,
    });
    return { toCustomer: sent.find((m) => m.to === JORDAN), toProvider: sent.find((m) => m.to === MAYA) };
  };

  it('sends the customer a receipt with the amount when the card is authorised', async () => {
    const { toCustomer, toProvider } = await mailsOf('authorise');
    expect(must(toCustomer).subject).toBe(`Receipt for order #${orderId}: $21.20 authorised`);
    expect(must(toCustomer).text).toContain(`You booked "${gigTitle}". Your card was authorised for $21.20`);
    expect(must(toProvider).subject).toBe(`New paid order #${orderId} for "${gigTitle}"`);
  });

  it('sends a receipt at capture that says the escrow clock starts at delivery', async () => {
    const { toCustomer, toProvider } = await mailsOf('capture');
    expect(must(toCustomer).subject).toBe(`Receipt for order #${orderId}: $21.20 held in escrow`);
    const text = must(toCustomer).text;
    expect(text).toContain('The escrow clock starts when the provider marks it delivered');
    expect(text).toContain(`you have ${DISPUTE_WINDOW_DAYS} days to open a dispute`);
    expect(text).toContain(`released to the provider ${ESCROW_RELEASE_DAYS} days after delivery`);
    expect(text).toContain(`within ${DELIVERY_CANCEL_AFTER_DAYS} days of the payment, you may cancel`);
    expect(must(toProvider).text).toContain('Mark it delivered on the order page');
  });

  it.each([
    ['deliver', 'customer', 'was marked delivered'],
    ['decline', 'customer', 'was declined and refunded'],
    ['cancel_undelivered', 'provider', 'was cancelled: not delivered in time'],
    ['expire_delivery', 'customer', 'was refunded: not delivered in time'],
    ['expire_delivery', 'provider', 'was refunded: not delivered in time'],
  ] as const)('mails %s to the %s', async (transition, role, subject) => {
    const mails = await mailsOf(transition);
    const mail = must(role === 'customer' ? mails.toCustomer : mails.toProvider);
    expect(mail.subject).toBe(`Order #${orderId} ${subject}`);
    expect(mail.text).toContain(`"${gigTitle}"`);
  });

  it("names a bought item by the item's title", async () => {
    const [item] = await queryRows<{ id: number; title: string }>(
      server.db,
      sql`SELECT id, title FROM marketplace_items WHERE seller_id = ${providerId} ORDER BY id LIMIT 1`,
    );
    await server.db.execute(
      sql`UPDATE orders SET gig_id = NULL, marketplace_item_id = ${must(item).id}, is_marketplace_item = true,
            process_name = 'item-purchase', process_version = 1
          WHERE id = ${orderId}`,
    );
    try {
      const { toCustomer } = await mailsOf('deliver');
      expect(must(toCustomer).subject).toBe(`Order #${orderId} was marked handed over`);
      expect(must(toCustomer).text).toContain(`The seller marked "${must(item).title}" as handed over.`);
    } finally {
      await server.db.execute(
        sql`UPDATE orders SET gig_id = (SELECT id FROM gigs WHERE title = ${gigTitle} LIMIT 1),
              marketplace_item_id = NULL, is_marketplace_item = false, process_name = 'gig-booking',
              process_version = 2
            WHERE id = ${orderId}`,
      );
    }
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
