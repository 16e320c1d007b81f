import { sql } from 'drizzle-orm';
import { MAIL_RETRIES } from '../mail/retries';
import { PRODUCT_NAME } from '@campus/contracts';
import { queryRows } from '../db/sql';
import type { Db } from '../db/types';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/html';

/**
 * 'You have an unread message' mail: every message sends a job due 15 minutes later (`scheduleUnreadMail`);
 * when it runs, the recipient gets one e-mail if the message is still unread and no such mail went to
 * them for this conversation in the last hour (`conversation_mails`, claimed in the transaction that sends,
 * so two runs at once send one mail). The mail holds at most an 80-character preview and a link.
 */
export const UNREAD_MAIL_JOB = 'messages-unread-mail';
export const UNREAD_MAIL_DELAY_MS = 15 * 60 * 1000;
/** At most one mail per conversation and recipient this often. */
export const UNREAD_MAIL_INTERVAL_MS = 60 * 60 * 1000;
export const MAIL_PREVIEW_MAX = 80;

export interface UnreadMailJob {
  messageId: number;
}

export interface UnreadMailDeps {
  db: Db;
  mailer: Mailer;
  /** Base of the link to the conversation. */
  publicOrigin: string;
}

export type UnreadMailOutcome = 'sent' | 'read' | 'gone' | 'mailed recently';

/** Whitespace, controls, and marks that reorder text (bidi): a preview shows none of them. */
// eslint-disable-next-line no-control-regex -- folding control characters is the point
const FOLDED = /[\s\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** The start of a message on one line: whitespace and controls folded to spaces, at most `max` characters. */
export function messagePreview(content: string, max = MAIL_PREVIEW_MAX): string {
  const oneLine = content.replace(FOLDED, ' ').trim();
  const chars = Array.from(oneLine); // whole code points: never half an emoji
  return chars.length <= max
    ? oneLine
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export const conversationLink = (publicOrigin: string, conversationId: number) =>
  `${publicOrigin.replace(/\/+$/, '')}/messages/${conversationId}`;

export interface UnreadMessageEmailInput {
  to: string;
  recipientFirstName: string | null;
  senderName: string;
  preview: string;
  link: string;
}

export function unreadMessageEmail({
  to,
  recipientFirstName,
  senderName,
  preview,
  link,
}: UnreadMessageEmailInput): MailMessage {
  const greeting = recipientFirstName ? `Hi ${recipientFirstName},` : 'Hi,';
  const footer =
    'You get this e-mail when a message stays unread for 15 minutes, at most once an hour per conversation.';
  const text = [
    greeting,
    '',
    `${senderName} sent you a message on ${PRODUCT_NAME}:`,
    '',
    `"${preview}"`,
    '',
    'Read it and reply:',
    link,
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(senderName)} sent you a message on ${escapeHtml(PRODUCT_NAME)}:</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c7d2fe;color:#374151">${escapeHtml(preview)}</blockquote>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">Read and reply</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}<br>${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject: `New message from ${senderName} on ${PRODUCT_NAME}`, text, html };
}

interface UnreadMessageRow {
  conversationId: number;
  content: string;
  isRead: boolean;
  recipientId: number;
  recipientEmail: string;
  recipientFirstName: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
}

/**
 * The job: mails the recipient of message `messageId` unless it was read (or deleted) or they were
 * mailed about this conversation less than an hour before `now`. Safe to run again: the claim and the
 * mail are one transaction (a failed send claims nothing and the job is tried again).
 */
export async function mailIfStillUnread(
  { db, mailer, publicOrigin }: UnreadMailDeps,
  { messageId }: UnreadMailJob,
  now: Date = new Date(),
): Promise<UnreadMailOutcome> {
  return db.transaction(async (tx) => {
    const [m] = await queryRows<UnreadMessageRow>(
      tx,
      sql`SELECT m.conversation_id AS "conversationId", m.content, m.is_read AS "isRead",
            r.id AS "recipientId", r.email AS "recipientEmail", r.first_name AS "recipientFirstName",
            s.first_name AS "senderFirstName", s.last_name AS "senderLastName"
          FROM messages m
          JOIN conversations c ON c.id = m.conversation_id
          JOIN users r ON r.id = CASE WHEN c.participant_one_id = m.sender_id
                                      THEN c.participant_two_id ELSE c.participant_one_id END
          JOIN users s ON s.id = m.sender_id
          WHERE m.id = ${messageId}`,
    );
    if (!m) return 'gone';
    if (m.isRead) return 'read';
    const since = new Date(now.getTime() - UNREAD_MAIL_INTERVAL_MS);
    const claimed = await queryRows<{ ok: number }>(
      tx,
      sql`INSERT INTO conversation_mails (conversation_id, recipient_id, sent_at)
          VALUES (${m.conversationId}, ${m.recipientId}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (conversation_id, recipient_id) DO UPDATE SET sent_at = excluded.sent_at
            WHERE conversation_mails.sent_at <= ${since.toISOString()}::timestamptz
          RETURNING 1 AS ok`,
    );
    if (claimed.length === 0) return 'mailed recently';
    const senderName = [m.senderFirstName, m.senderLastName].filter(Boolean).join(' ').trim() || 'A student';
    await mailer.send(
      unreadMessageEmail({
        to: m.recipientEmail,
        recipientFirstName: m.recipientFirstName,
        senderName,
        preview: messagePreview(m.content),
        link: conversationLink(publicOrigin, m.conversationId),
      }),
    );
    return 'sent';
  });
}

/** Declares the job (services.ts). */
export function defineMessageJobs(jobs: JobRunner, deps: UnreadMailDeps, log: Logger): void {
  jobs.define<UnreadMailJob>(
    UNREAD_MAIL_JOB,
    async (data) => {
      const outcome = await mailIfStillUnread(deps, data);
      log.debug('unread message mail', { messageId: data.messageId, outcome });
    },
    MAIL_RETRIES,
  );
}

/**
 * Queues the check of a new message for 15 minutes after `sentAt`. It never fails the send: when the job
 * table cannot take it (a tool or test that never started the runner), the miss is logged.
 */
export async function scheduleUnreadMail(
  jobs: JobRunner,
  log: Logger,
  messageId: number,
  sentAt: Date,
): Promise<void> {
  try {
    await jobs.send<UnreadMailJob>(
      UNREAD_MAIL_JOB,
      { messageId },
      { startAfter: new Date(sentAt.getTime() + UNREAD_MAIL_DELAY_MS) },
    );
  } catch (err) {
    log.warn('could not queue the unread message mail', { messageId, err: String(err) });
  }
}
