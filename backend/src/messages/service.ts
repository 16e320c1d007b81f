import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { queryRows } from '../db/sql';

/** Messages sent to the user by others, in any of their conversations, not yet read. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count
        FROM messages m
        JOIN conversations c ON c.id = m.conversation_id
        WHERE (c.participant_one_id = ${userId} OR c.participant_two_id = ${userId})
          AND m.sender_id <> ${userId}
          AND NOT m.is_read`,
  );
  return row?.count ?? 0;
}
