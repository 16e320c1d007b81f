export { openDatabase } from './client';
export type { OpenDatabaseOptions } from './client';
export { queryRows } from './sql';
export type { Database, Db, DbOrTx, Tx } from './types';
export * as schema from './schema';
export { isDataException, pgErrorCode, PG } from './errors';
