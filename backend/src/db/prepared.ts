import { is, Placeholder } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Prepared statements of hot reads, made once per database and query shape: the SQL text is built
 * once, and PostgreSQL parses it once per connection. (Connections use custom plans, see client.ts,
 * so a rare and a common search word each still get the plan that fits them.)
 */
const cache = new WeakMap<Db, Map<string, unknown>>();

export function prepared<Q>(db: Db, name: string, prepare: (name: string) => Q): Q {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(name) as Q | undefined;
  if (!statement) statements.set(name, (statement = prepare(name)));
  return statement;
}

/** Which of `keys` a query's parameters have, as '0'/'1' flags: the name of its shape. */
export function shapeKey<P extends object>(params: P, keys: readonly (keyof P)[]): string {
  return keys.map((k) => (params[k] === undefined ? '0' : '1')).join('');
}

/** What fills one `$n` of a raw statement: a named placeholder's value, or a value fixed in the query. */
type Slot = { placeholder: string } | { value: unknown };

/** A statement's SQL text and what fills each of its parameters, built once from a drizzle query. */
export interface RawStatement {
  name: string;
  text: string;
  slots: Slot[];
}

export function rawStatement(
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): RawStatement {
  const { sql: text, params } = query.toSQL();
  const slots = params.map((p): Slot => (is(p, Placeholder) ? { placeholder: p.name } : { value: p }));
  return { name, text, slots };
}

/**
 * Runs a raw statement (prepared by name on each connection) and returns its rows as arrays of
 * column values in select order. It skips drizzle's per-field row mapping, a tenth of the CPU of a
 * list request: for the hottest reads only, each with a row mapper that a test holds to drizzle's.
 */
export async function runRaw(
  db: Db,
  statement: RawStatement,
  values: Record<string, unknown>,
): Promise<unknown[][]> {
  const result = await db.$client.query<unknown[]>({
    name: statement.name,
    text: statement.text,
    values: statement.slots.map((s) => ('placeholder' in s ? values[s.placeholder] : s.value)),
    rowMode: 'array',
  });
  return result.rows;
}
