import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { readOnScrape } from './registry';

/** The database pool's connections, read from pg's own counts at scrape time. */
export function observeDatabasePool(registry: Registry, pool: Pool): void {
  const gauges = [
    ['campus_db_pool_connections', 'Open database connections (idle and in use).', () => pool.totalCount],
    ['campus_db_pool_idle', 'Open database connections not in use.', () => pool.idleCount],
    ['campus_db_pool_waiting', 'Queries waiting for a connection (all are in use).', () => pool.waitingCount],
    ['campus_db_pool_max', 'The most connections the pool opens.', () => pool.options.max ?? 10],
  ] as const;
  for (const [name, help, value] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect: readOnScrape(registry, 'db_pool', (gauge) => gauge.set(value())),
    });
  }
}
