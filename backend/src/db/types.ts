import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The one drizzle API the code uses (node-postgres, on the embedded or an external server). */
export type Db = NodePgDatabase<Schema> & { $client: Pool };
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take either, so they can run alone or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: Pool;
  close(): Promise<void>;
}
