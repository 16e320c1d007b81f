import { and, eq, sql } from 'drizzle-orm';
import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  noticeText,
  paths,
  PRODUCT_NAME,
  type OrderNotice,
  type OrderParty,
  type OrderStatus,
  type OrderTransition,
  type TransitionNotices,
} from '@campus/contracts';
import { orders } from '../db/schema';
import { queryRows } from '../db/sql';
import type { Db, Tx } from '../db/types';
import { publishOrderNotice } from './live-events';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import { escapeHtml } from '../mail/html';
import type { Mailer, MailMessage } from '../mail/mailer';
import { addNotification } from '../notifications';
import { GIG_UNAVAILABLE_REASON, wasAuthorisedSql } from './service';

/**
 * Telling an order's parties of a transition (the order's process table's `notify`): an entry of their
 * notification centre, a live `order` event and a mail. All are written in the transition's own
 * transaction: the notification is a row (once per event and party: the key `order-event:<event id>`)
 * with its live `notification` event, the live events are notifications sent when it commits
 * (events/notify.ts), the mail a row of the `order_mails` outbox that the `order-mails` job sends, and
 * tries again while the mail server is down. So a transition never waits on mail, and whatever the
 * transition's fate (rolled back, committed, replayed, the process killed after the commit), each party
 * has one notification and one mail of it, or none.
 */
export interface TransitionNotice {
  orderId: number;
  /** The `order_events` row the transition recorded (a notification is made once per event and party). */
  eventId: number;
  transition: OrderTransition;
  /** The status the order is in after the transition. */
  status: OrderStatus;
  customerId: number;
  providerId: number;
  gigTitle: string | null;
  /** What was bought: the gig's or the item's title. */
  title: string | null;
  /** The order's process table's words for this transition, per party told (contracts' ORDER_PROCESSES). */
  notify: TransitionNotices;
}

/** The transitions that end a booking before capture: they tell no one of a booking never authorised. */
const ENDS_BEFORE_CAPTURE: readonly OrderTransition[] = ['cancel', 'abandon_payment', 'expire_authorisation'];

/**
 * Whether the order (after its transition) is an order for its parties (`wasAuthorised`): opening
 * checkout is not an order (issue 19, item 8), so a booking given up before its payment was authorised
 * is told to no one, neither live nor by mail.
 */
async function isOrderForParties(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), wasAuthorisedSql));
  return rows.length > 0;
}

const PARTIES: readonly OrderParty[] = ['customer', 'provider'];

/** What a notification calls an order whose gig or item is gone. */
export const UNTITLED_ORDER = 'your order';

export async function notifyTransition(tx: Tx, input: TransitionNotice): Promise<void> {
  const told = PARTIES.flatMap((role) => {
    const template = input.notify[role];
    return template ? [{ role, template }] : [];
  });
  if (told.length === 0) return;
  if (ENDS_BEFORE_CAPTURE.includes(input.transition) && !(await isOrderForParties(tx, input.orderId))) return;
  for (const { role, template } of told) {
    const userId = role === 'customer' ? input.customerId : input.providerId;
    await addNotification(tx, {
      userId,
      kind: 'order',
      key: `order-event:${input.eventId}`,
      orderId: input.orderId,
      transition: input.transition,
      text: noticeText(template, input.title ?? UNTITLED_ORDER, input.orderId),
      link: paths.order(input.orderId),
    });
    const notice: OrderNotice = {
      orderId: input.orderId,
      status: input.status,
      transition: input.transition,
      gigTitle: input.gigTitle,
      viewerRole: role,
    };
    await publishOrderNotice(tx, userId, notice);
    await queueOrderMail(tx, input.orderId, userId, input.transition);
  }
}

/** What an order mail tells of: a transition, or the provider's request to be paid for extra time. */
export type OrderMailKind = OrderTransition | 'request_extra_time';

/**
 * Puts a mail in the outbox, in the caller's transaction: one row per order, kind and recipient. A
 * transition happens once per order; a request for extra time can come again once the last one is paid
 * (`again`), and then its mail, if already sent, is queued anew.
 */
export async function queueOrderMail(
  tx: Tx,
  orderId: number,
  recipientId: number,
  kind: OrderMailKind,
  { again = false }: { again?: boolean } = {},
): Promise<void> {
  await tx.execute(
    again
      ? sql`INSERT INTO order_mails (order_id, recipient_id, transition)
            VALUES (${orderId}, ${recipientId}, ${kind})
            ON CONFLICT (order_id, transition, recipient_id) DO UPDATE
              SET sent_at = NULL, attempts = 0, created_at = now()
              WHERE order_mails.sent_at IS NOT NULL`
      : sql`INSERT INTO order_mails (order_id, recipient_id, transition)
            VALUES (${orderId}, ${recipientId}, ${kind})
            ON CONFLICT (order_id, transition, recipient_id) DO NOTHING`,
  );
}

export const ORDER_MAILS_JOB = 'order-mails';
/** Mails sent per run of the job; a backlog drains over the following runs. */
const BATCH = 50;

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  /** Base of the link to the order. */
  publicOrigin: string;
  log: Logger;
}

export interface OrderMailInput {
  to: string;
  recipientFirstName: string | null;
  recipientRole: 'customer' | 'provider';
  orderId: number;
  transition: OrderMailKind;
  /** What was bought: the gig's title, or the item's for an item purchase (`isItem`); null once it is gone. */
  gigTitle: string | null;
  /** A marketplace item bought with escrow (the item-purchase process), not a gig booking. */
  isItem?: boolean;
  customerName: string;
  /** Dollars. */
  total: number;
  link: string;
  /** The order's `cancel_reason` ('gig_unavailable' words a cancellation differently). */
  cancelReason?: string | null;
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** What happens once the provider marks the service delivered (the escrow clock of the process tables). */
const ESCROW_CLOCK = `from then on the customer has ${days(DISPUTE_WINDOW_DAYS)} to open a dispute, and the payment is released to the provider ${days(ESCROW_RELEASE_DAYS)} after delivery unless the customer confirms or disputes first`;
/** What happens when it is not delivered (the delivery deadline the capture starts). */
const DELIVERY_DEADLINE = `If it is not marked delivered within ${days(DELIVERY_CANCEL_AFTER_DAYS)} of the payment, the customer may cancel for a full refund, and after ${days(DELIVERY_REFUND_AFTER_DAYS)} it is refunded automatically.`;

/** Subject and first paragraph of each mail; null: this transition mails no one in this role. */
function wording(m: OrderMailInput): { subject: string; lead: string } | null {
  const gig = m.gigTitle ? `"${m.gigTitle}"` : m.isItem ? 'the item' : 'your gig';
  const booked = m.isItem ? 'bought' : 'booked';
  const provider = m.isItem ? 'seller' : 'provider';
  const delivered = m.isItem ? 'handed over' : 'delivered';
  const total = `$${m.total.toFixed(2)}`;
  const customer = m.recipientRole === 'customer';
  switch (m.transition) {
    case 'authorise':
      return customer
        ? {
            subject: `Receipt for order #${m.orderId}: ${total} authorised`,
            lead: `You ${booked} ${gig}. Your card was authorised for ${total} (order #${m.orderId}); nothing is charged until the payment is captured into escrow, where it is held until the order is done.`,
          }
        : {
            subject: `New paid order #${m.orderId} for ${gig}`,
            lead: `${m.customerName} ${booked} ${gig} and their card was authorised for ${total}. The payment is held in escrow once they capture it; your contact details are shared with each other from then on.`,
          };
    case 'capture':
      return customer
        ? {
            subject: `Receipt for order #${m.orderId}: ${total} held in escrow`,
            lead: `Your payment of ${total} for ${gig} was captured and is held securely in escrow. The escrow clock starts when the ${provider} marks it ${delivered}: ${ESCROW_CLOCK.replace('the customer has', 'you have').replace('unless the customer confirms', 'unless you confirm')}. ${DELIVERY_DEADLINE.replace('the customer may', 'you may')}`,
          }
        : {
            subject: `Payment for order #${m.orderId} is held in escrow`,
            lead: `${m.customerName}'s payment of ${total} for ${gig} is now held securely in escrow. Their contact details are on the order. Mark it ${delivered} on the order page once done: ${ESCROW_CLOCK}. ${DELIVERY_DEADLINE}`,
          };
    case 'cancel':
      return {
        subject: `Order #${m.orderId} was cancelled`,
        lead: `${m.customerName} cancelled order #${m.orderId} for ${gig} before the payment was captured. Nothing was charged.`,
      };
    case 'expire_authorisation':
      if (m.cancelReason === GIG_UNAVAILABLE_REASON)
        return {
          subject: `Order #${m.orderId} was cancelled: the gig is no longer available`,
          lead: customer
            ? `${gig} was paused or removed by its provider, so the authorisation of ${total} was released. Nothing was charged.`
            : `You paused or deleted ${gig}, so order #${m.orderId} was cancelled and the customer's authorisation released. Nothing was charged.`,
        };
      return {
        subject: `Order #${m.orderId} was cancelled: the payment was not captured in time`,
        lead: customer
          ? `The authorisation of ${total} for ${gig} was released because the payment was not captured in time. Nothing was charged; you can book again.`
          : `The payment for order #${m.orderId} (${gig}) was not captured in time, so the authorisation was released and the order cancelled.`,
      };
    case 'abandon_payment':
      return null;
    case 'deliver':
      return {
        subject: `Order #${m.orderId} was marked ${delivered}`,
        lead: `The ${provider} marked ${gig} as ${delivered}. Confirm receipt on the order page, or open a dispute within ${days(DISPUTE_WINDOW_DAYS)} if something is wrong; otherwise the payment of ${total} is released to them automatically in ${days(ESCROW_RELEASE_DAYS)}.`,
      };
    case 'decline':
      return {
        subject: `Order #${m.orderId} was declined and refunded`,
        lead: `The ${provider} declined order #${m.orderId} for ${gig}. ${total} is refunded to your card in full.`,
      };
    case 'cancel_undelivered':
      return {
        subject: `Order #${m.orderId} was cancelled: not delivered in time`,
        lead: `${m.customerName} cancelled order #${m.orderId} for ${gig} because it was not marked ${delivered} within ${days(DELIVERY_CANCEL_AFTER_DAYS)} of the payment. They are refunded ${total} in full.`,
      };
    case 'expire_delivery':
      return {
        subject: `Order #${m.orderId} was refunded: not delivered in time`,
        lead: customer
          ? `${gig} was not marked ${delivered} within ${days(DELIVERY_REFUND_AFTER_DAYS)} of your payment, so ${total} is refunded to your card in full.`
          : `Order #${m.orderId} (${gig}) was not marked ${delivered} within ${days(DELIVERY_REFUND_AFTER_DAYS)} of the payment, so the customer was refunded in full.`,
      };
    case 'confirm_receipt':
      return {
        subject: `${m.customerName} confirmed order #${m.orderId}`,
        lead: `${m.customerName} confirmed receiving ${gig}. The payment is released to you and paid out to your payout account.`,
      };
    case 'auto_release':
      return {
        subject: `Order #${m.orderId} was released from escrow`,
        lead: customer
          ? `The escrow period for ${gig} ended without a dispute, so the payment of ${total} was released to the ${provider}.`
          : `The escrow period for ${gig} ended without a dispute: the payment is released to you.`,
      };
    case 'release_funds':
      return {
        subject: `Payout sent for order #${m.orderId}`,
        lead: `Your earnings for ${gig} were transferred to your payout account.`,
      };
    case 'open_dispute':
      return customer
        ? {
            subject: `Your dispute on order #${m.orderId} is open`,
            lead: `You opened a dispute about ${gig}. The payment of ${total} stays in escrow while the ${provider} answers; an operator decides if they contest it.`,
          }
        : {
            subject: `${m.customerName} opened a dispute on order #${m.orderId}`,
            lead: `${m.customerName} disputed ${gig}. The payment stays in escrow. Accept a refund or contest the dispute with your statement on the order page.`,
          };
    case 'contest_dispute':
      return customer
        ? {
            subject: `The ${provider} contested your dispute on order #${m.orderId}`,
            lead: `The ${provider} contested your dispute about ${gig}. An operator will review both statements and decide; you can still withdraw the dispute.`,
          }
        : {
            subject: `You contested the dispute on order #${m.orderId}`,
            lead: `Your statement about ${gig} was sent. An operator will review both sides and decide; the payment stays in escrow until then.`,
          };
    case 'withdraw_dispute':
      return customer
        ? {
            subject: `You withdrew your dispute on order #${m.orderId}`,
            lead: `Your dispute about ${gig} is closed and the payment of ${total} is released to the ${provider}.`,
          }
        : {
            subject: `The dispute on order #${m.orderId} was withdrawn`,
            lead: `${m.customerName} withdrew the dispute about ${gig}. The payment is released to you.`,
          };
    case 'accept_refund':
      return customer
        ? {
            subject: `Order #${m.orderId} was refunded`,
            lead: `The ${provider} accepted your dispute about ${gig}. ${total} is refunded to your card.`,
          }
        : {
            subject: `You refunded order #${m.orderId}`,
            lead: `You accepted the dispute about ${gig}: ${m.customerName} is refunded ${total} in full.`,
          };
    case 'resolve_release':
      return {
        subject: `The dispute on order #${m.orderId} was decided: released to the ${provider}`,
        lead: `An operator reviewed the dispute about ${gig} and released the payment to the ${provider}. Their note is on the order page.`,
      };
    case 'resolve_refund':
      return {
        subject: `The dispute on order #${m.orderId} was decided: refund`,
        lead: `An operator reviewed the dispute about ${gig} and decided on a refund to the customer's card. The amount and their note are on the order page.`,
      };
    case 'request_extra_time':
      return {
        subject: `Payment requested for extra time on order #${m.orderId}`,
        lead: `The provider of ${gig} asked to be paid for extra time. The hours and the amount are on the order page, where you can pay by card.`,
      };
    case 'complete_extra_time':
      return {
        subject: `Extra time paid for order #${m.orderId}`,
        lead: `${m.customerName} paid for the extra time on ${gig}. The order is complete.`,
      };
  }
}

export function orderMail(m: OrderMailInput): MailMessage | null {
  const words = wording(m);
  if (!words) return null;
  const greeting = m.recipientFirstName ? `Hi ${m.recipientFirstName},` : 'Hi,';
  const text = [greeting, '', words.lead, '', 'See the order:', m.link, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.lead)}</p>
<p><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">View order</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(PRODUCT_NAME)}<br>${escapeHtml(m.link)}</p>
</body></html>`;
  return { to: m.to, subject: words.subject, text, html };
}

interface PendingMailRow {
  id: number;
  orderId: number;
  transition: OrderMailKind;
  recipientId: number;
  customerId: number;
  to: string;
  recipientFirstName: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  gigTitle: string | null;
  isItem: boolean;
  totalCents: number;
  cancelReason: string | null;
}

export interface OrderMailRun {
  sent: number;
  failed: number;
}

/**
 * Sends the outbox's pending mails (oldest first, at most BATCH). Each is claimed with
 * `FOR UPDATE SKIP LOCKED` in its own transaction with the send, so two instances never send one mail
 * twice; a failed send counts an attempt and stays pending for the next run.
 */
export async function sendPendingOrderMails(
  { db, mailer, publicOrigin, log }: OrderMailDeps,
  limit = BATCH,
): Promise<OrderMailRun> {
  const run: OrderMailRun = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await queryRows<PendingMailRow>(
        tx,
        sql`SELECT m.id, m.order_id AS "orderId", m.transition, m.recipient_id AS "recipientId",
              o.customer_id AS "customerId", r.email AS "to", r.first_name AS "recipientFirstName",
              c.first_name AS "customerFirstName", c.last_name AS "customerLastName",
              coalesce(g.title, i.title) AS "gigTitle", o.process_name = 'item-purchase' AS "isItem",
              o.total_amount_cents AS "totalCents", o.cancel_reason AS "cancelReason"
            FROM order_mails m
            JOIN orders o ON o.id = m.order_id
            JOIN users r ON r.id = m.recipient_id
            JOIN users c ON c.id = o.customer_id
            LEFT JOIN gigs g ON g.id = o.gig_id
            LEFT JOIN marketplace_items i ON i.id = o.marketplace_item_id
            WHERE m.sent_at IS NULL
            ORDER BY m.created_at, m.id
            LIMIT 1
            FOR UPDATE OF m SKIP LOCKED`,
      );
      if (!row) return 'empty' as const;
      const mail = orderMail({
        to: row.to,
        recipientFirstName: row.recipientFirstName,
        recipientRole: row.recipientId === row.customerId ? 'customer' : 'provider',
        orderId: row.orderId,
        transition: row.transition,
        gigTitle: row.gigTitle,
        isItem: row.isItem,
        customerName:
          [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ').trim() || 'A student',
        total: row.totalCents / 100,
        cancelReason: row.cancelReason,
        link: `${publicOrigin.replace(/\/+$/, '')}${paths.order(row.orderId)}`,
      });
      try {
        if (mail) await mailer.send(mail);
      } catch (err) {
        log.warn('order mail not sent; it is tried again later', { mailId: row.id, err: String(err) });
        await tx.execute(sql`UPDATE order_mails SET attempts = attempts + 1 WHERE id = ${row.id}`);
        return 'failed' as const;
      }
      await tx.execute(
        sql`UPDATE order_mails SET sent_at = now(), attempts = attempts + 1 WHERE id = ${row.id}`,
      );
      return 'sent' as const;
    });
    if (outcome === 'empty') break;
    run[outcome]++;
    // the mail server refused one: leave the rest for the next run rather than fail each in turn
    if (outcome === 'failed') break;
  }
  return run;
}

/** Declares the job (services.ts): it runs every minute on one instance. */
export function defineOrderMailJobs(jobs: JobRunner, deps: OrderMailDeps): void {
  jobs.define(ORDER_MAILS_JOB, async () => {
    const run = await sendPendingOrderMails(deps);
    if (run.sent + run.failed > 0) deps.log.info('order mails', { ...run });
  });
  jobs.every(ORDER_MAILS_JOB, '* * * * *');
}
