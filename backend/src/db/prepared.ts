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
