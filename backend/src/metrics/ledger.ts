import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { queryRows } from '../db/sql';
import type { Db } from '../db/types';
import { readOnScrape } from './registry';

/**
 * Posted ledger journals, by kind, counted in the database at scrape time. Read rather than counted in
 * postJournal: a journal is posted inside its order's transaction, which may still roll back, and the
 * table holds only committed ones (the same figure on every instance: journals are never deleted).
 */
export function observeLedger(registry: Registry, db: Db): void {
  new Gauge({
    name: 'campus_ledger_journals',
    help: 'Ledger journals (money movements) posted and committed, in the whole database, by kind.',
    labelNames: ['kind'],
    registers: [registry],
    collect: readOnScrape<'kind'>(registry, 'ledger', async (gauge) => {
      const rows = await queryRows<{ kind: string; n: number }>(
        db,
        sql`select kind, count(*)::int as n from ledger_journals group by kind`,
      );
      for (const { kind, n } of rows) gauge.set({ kind }, n);
    }),
  });
}
