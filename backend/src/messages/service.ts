import { sql, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../db/schema';
import type { DbOrTx, Tx } from '../db/types';
import { queryRows } from '../db/sql';

/** A conversation's row: its two participants, the smaller id first. */
export interface ConversationFacts {
  id: number;
  participantOneId: number;
  participantTwoId: number;
  /** ISO-8601 (UTC, milliseconds), as the API shows it. */
  createdAt: string;
}

export interface MessageRowData {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  /** ISO-8601 (UTC, milliseconds), as the API shows it. */
  createdAt: string;
  isRead: boolean;
}

export interface ParticipantRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  university: string;
}

/** A conversation as its list shows it to one participant. */
export interface ConversationEntryRow extends ConversationFacts {
  other: ParticipantRow;
  unreadCount: number;
  lastMessage: MessageRowData | null;
}

export const isParticipant = (conversation: ConversationFacts, userId: number): boolean =>
  conversation.participantOneId === userId || conversation.participantTwoId === userId;

export const otherParticipantId = (conversation: ConversationFacts, userId: number): number =>
  conversation.participantOneId === userId ? conversation.participantTwoId : conversation.participantOneId;

export const participantIds = (conversation: ConversationFacts): [number, number] => [
  conversation.participantOneId,
  conversation.participantTwoId,
];

/** A timestamp as ISO-8601 text in UTC with milliseconds, like `Date.toISOString()`. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const conversationColumns = {
  id: conversations.id,
  participantOneId: conversations.participantOneId,
  participantTwoId: conversations.participantTwoId,
  createdAt: sql<string>`${iso(sql`${conversations.createdAt}`)}`,
};

export async function findConversation(db: DbOrTx, id: number): Promise<ConversationFacts | undefined> {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .where(sql`${conversations.id} = ${id}`)
    .limit(1);
  return row;
}

/**
 * The conversation of two users, created the first time: one row per pair whatever the order (the pair
 * is stored smaller id first, under a unique index). Concurrent starts by either side end on the same
 * row: the insert of the second waits for the first to commit and then does nothing, and the select
 * that follows (a new snapshot under READ COMMITTED) finds the first one's row.
 */
export async function openConversation(
  tx: Tx,
  a: number,
  b: number,
): Promise<{ conversation: ConversationFacts; created: boolean }> {
  const pair = { participantOneId: Math.min(a, b), participantTwoId: Math.max(a, b) };
  const [inserted] = await tx
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing({ target: [conversations.participantOneId, conversations.participantTwoId] })
    .returning(conversationColumns);
  if (inserted) return { conversation: inserted, created: true };
  const [existing] = await tx
    .select(conversationColumns)
    .from(conversations)
    .where(
      sql`${conversations.participantOneId} = ${pair.participantOneId} and ${conversations.participantTwoId} = ${pair.participantTwoId}`,
    )
    .limit(1);
  if (!existing) throw new Error(`conversation of users ${a} and ${b} neither inserted nor found`);
  return { conversation: existing, created: false };
}

/** Any number: the first key of the advisory locks that order each user's messages (see `insertMessage`). */
const MESSAGE_ORDER_LOCK = 0x6d736773;

/**
 * Adds a message. Each participant's lock is taken first (smaller id first, so two senders cannot
 * deadlock), until the transaction ends: the messages of one user, in all their conversations, get their
 * ids in the order they commit. The live stream relies on it: a client that reconnects after message
 * `n` is sent exactly the messages with `id > n` (none committed later can have a smaller id).
 */
export async function insertMessage(
  tx: Tx,
  conversation: ConversationFacts,
  senderId: number,
  content: string,
): Promise<MessageRowData> {
  for (const userId of participantIds(conversation))
    await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK}::int, ${userId}::int)`);
  const [row] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderId, content })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const MESSAGE_SELECT = sql`m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.content,
  ${iso(sql`m.created_at`)} AS "createdAt", m.is_read AS "isRead"`;

/**
 * Marks the messages the other participant sent `readerId` in the conversation as read; the id of the
 * newest one it marked, or null when none was unread (then nothing changed and no receipt is due).
 */
export async function markRead(tx: Tx, conversationId: number, readerId: number): Promise<number | null> {
  const [row] = await queryRows<{ lastReadId: number | null }>(tx, markReadQuery(conversationId, readerId));
  return row?.lastReadId ?? null;
}

/** The statement of `markRead` (exported for the plan checks of the tests). */
export const markReadQuery = (conversationId: number, readerId: number) =>
  sql`WITH marked AS (
        UPDATE messages SET is_read = true
        WHERE conversation_id = ${conversationId} AND sender_id <> ${readerId} AND NOT is_read
        RETURNING id
      )
      SELECT max(id) AS "lastReadId" FROM marked`;

/**
 * A page of a conversation, newest first: the `limit` messages before message `before` (the latest
 * ones without it). One backward range of messages (conversation_id, id).
 */
export async function messagePage(
  db: DbOrTx,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRowData[]> {
  return queryRows<MessageRowData>(db, messagePageQuery(conversationId, before, limit));
}

/** The statement of `messagePage`. */
export const messagePageQuery = (conversationId: number, before: number | undefined, limit: number) =>
  // `(SELECT id)`, not the id: as a constant, a conversation holding a large share of the table looks
  // dense enough to find by walking the primary key backwards and filtering. That reads every newer
  // message of every conversation when this one is quiet, and everything below `before` on its last
  // page, which never fills the limit (200,000 rows for a 10-message page in a test). As a parameter
  // it is judged as a typical conversation: one backward range of messages (conversation_id, id).
  sql`SELECT ${MESSAGE_SELECT} FROM messages m
      WHERE m.conversation_id = (SELECT ${conversationId}::int)
        ${before === undefined ? sql`` : sql`AND m.id < ${before}`}
      ORDER BY m.id DESC
      LIMIT ${limit}`;

export async function findParticipant(db: DbOrTx, userId: number): Promise<ParticipantRow | undefined> {
  const [row] = await queryRows<ParticipantRow>(
    db,
    sql`SELECT id, first_name AS "firstName", last_name AS "lastName", university FROM users WHERE id = ${userId}`,
  );
  return row;
}

interface EntryQueryRow {
  id: number;
  participantOneId: number;
  participantTwoId: number;
  createdAt: string;
  otherId: number;
  firstName: string | null;
  lastName: string | null;
  university: string;
  unreadCount: number;
  lastId: number | null;
  lastSenderId: number | null;
  lastContent: string | null;
  lastCreatedAt: string | null;
  lastIsRead: boolean | null;
}

/**
 * The user's conversations (or the one `only`), newest activity first, each with the other participant,
 * the newest message (one index probe) and the count of the other side's unread messages (the partial
 * unread index).
 */
export async function listConversations(
  db: DbOrTx,
  userId: number,
  only?: number,
): Promise<ConversationEntryRow[]> {
  const rows = await queryRows<EntryQueryRow>(db, listConversationsQuery(userId, only));
  return rows.map((r) => ({
    id: r.id,
    participantOneId: r.participantOneId,
    participantTwoId: r.participantTwoId,
    createdAt: r.createdAt,
    other: { id: r.otherId, firstName: r.firstName, lastName: r.lastName, university: r.university },
    unreadCount: r.unreadCount,
    lastMessage:
      r.lastId === null || r.lastSenderId === null || r.lastCreatedAt === null
        ? null
        : {
            id: r.lastId,
            conversationId: r.id,
            senderId: r.lastSenderId,
            content: r.lastContent ?? '',
            createdAt: r.lastCreatedAt,
            isRead: r.lastIsRead ?? false,
          },
  }));
}

export const listConversationsQuery = (userId: number, only?: number) =>
  sql`SELECT c.id, c.participant_one_id AS "participantOneId", c.participant_two_id AS "participantTwoId",
        ${iso(sql`c.created_at`)} AS "createdAt",
        u.id AS "otherId", u.first_name AS "firstName", u.last_name AS "lastName", u.university,
        (SELECT count(*)::int FROM messages um
          WHERE um.conversation_id = c.id AND um.sender_id = u.id AND NOT um.is_read) AS "unreadCount",
        lm.id AS "lastId", lm.sender_id AS "lastSenderId", lm.content AS "lastContent",
        ${iso(sql`lm.created_at`)} AS "lastCreatedAt", lm.is_read AS "lastIsRead"
      FROM conversations c
      JOIN users u ON u.id = CASE WHEN c.participant_one_id = ${userId}
                                  THEN c.participant_two_id ELSE c.participant_one_id END
      LEFT JOIN LATERAL (
        SELECT m.id, m.sender_id, m.content, m.created_at, m.is_read FROM messages m
        WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
      ) lm ON true
      WHERE (c.participant_one_id = ${userId} OR c.participant_two_id = ${userId})
        ${only === undefined ? sql`` : sql`AND c.id = ${only}`}
      ORDER BY coalesce(lm.created_at, c.created_at) DESC, c.id DESC`;

/** The user's conversations, as a SQL fragment over `c` (both participant indexes). */
const usersConversations = (userId: number) =>
  sql`(c.participant_one_id = ${userId} OR c.participant_two_id = ${userId})`;

/** Messages sent to the user by others, in any of their conversations, not yet read. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, unreadCountQuery(userId));
  return row?.count ?? 0;
}

export const unreadCountQuery = (userId: number) =>
  sql`SELECT count(*)::int AS count
      FROM messages m
      JOIN conversations c ON c.id = m.conversation_id
      WHERE ${usersConversations(userId)}
        AND m.sender_id <> ${userId}
        AND NOT m.is_read`;

/** The id of the newest message in any of the user's conversations (0 when none): one probe each. */
export async function newestMessageId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, newestMessageIdQuery(userId));
  return row?.id ?? 0;
}

export const newestMessageIdQuery = (userId: number) =>
  sql`SELECT coalesce(max(last.id), 0)::int AS id
      FROM conversations c
      CROSS JOIN LATERAL (
        SELECT m.id FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
      ) last
      WHERE ${usersConversations(userId)}`;

/**
 * The messages after `afterId` in all of the user's conversations, oldest first, at most `limit`: what a
 * reconnecting stream missed. Each conversation is one forward range of messages (conversation_id, id).
 */
export async function messagesAfter(
  db: DbOrTx,
  userId: number,
  afterId: number,
  limit: number,
): Promise<MessageRowData[]> {
  return queryRows<MessageRowData>(db, messagesAfterQuery(userId, afterId, limit));
}

export const messagesAfterQuery = (userId: number, afterId: number, limit: number) =>
  sql`SELECT ${MESSAGE_SELECT}
      FROM conversations c
      CROSS JOIN LATERAL (
        SELECT * FROM messages x WHERE x.conversation_id = c.id AND x.id > ${afterId}
        ORDER BY x.id LIMIT ${limit}
      ) m
      WHERE ${usersConversations(userId)}
      ORDER BY m.id
      LIMIT ${limit}`;

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRowData | undefined> {
  const [row] = await queryRows<MessageRowData>(
    db,
    sql`SELECT ${MESSAGE_SELECT} FROM messages m WHERE m.id = ${id}`,
  );
  return row;
}
