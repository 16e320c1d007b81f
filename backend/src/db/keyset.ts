import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MAX_ID } from '@campus/contracts';
import { invalid } from '../domain-errors';

/**
 * Keyset pagination of newest-first lists ordered by (created_at desc, id desc). A cursor names the
 * last row of a page: its created_at exactly as PostgreSQL prints it (microseconds, which a JS Date
 * would lose) and its id, base64url-encoded so clients treat it as opaque.
 */
export interface Keyset {
  /** created_at as timestamptz text, e.g. '2026-11-22 16:42:00.123456+00'. */
  at: string;
  id: number;
}

const TIMESTAMPTZ_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

export function encodeCursor({ at, id }: Keyset): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

/** The keyset of a cursor from a client; a cursor this server did not make is a 400. */
export function decodeCursor(cursor: string): Keyset {
  const [at = '', idText = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (rest.length || !TIMESTAMPTZ_TEXT.test(at) || !Number.isInteger(id) || id < 1 || id > MAX_ID)
    throw invalid('Invalid cursor');
  return { at, id };
}

/** The row's keyset as text, to select beside the row (`cursorAt`). */
export const keysetText = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

/** Rows strictly after the keyset in (created_at desc, id desc) order: one index range. */
export function afterKeyset(
  createdAt: AnyColumn,
  id: AnyColumn,
  at: SQL | string,
  afterId: SQL | number,
): SQL {
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${afterId}::integer)`;
}

/**
 * A page from `limit + 1` rows read: the first `limit`, and a cursor after the last of them when
 * there was one more.
 */
export function toPage<Row extends { cursorAt: string }, Item>(
  rows: Row[],
  limit: number,
  present: (row: Row) => Item & { id: number },
): { items: Item[]; nextCursor: string | null } {
  const items = rows.slice(0, limit).map(present);
  const last = rows[limit - 1];
  const lastItem = items[limit - 1];
  return {
    items,
    nextCursor:
      rows.length > limit && last && lastItem ? encodeCursor({ at: last.cursorAt, id: lastItem.id }) : null,
  };
}
