import type { Registry } from 'prom-client';
import type { Db } from '../db/types';
import type { LiveEvents } from '../events/hub';
import { observeDatabasePool } from './database';
import { observeJobQueues } from './jobs';
import { observeLedger } from './ledger';
import { observeEventStreams } from './streams';

export { createMetricsRegistry } from './registry';
export { countJobRuns } from './jobs';
export { countPageRenders } from './pages';
export { timePaymentCalls } from './payments';
export { httpMetrics } from './http';
export { metricsEndpoint, METRICS_PATH } from './endpoint';

/** The figures read at scrape time: the database pool, open streams, job queues, the ledger. */
export function observeOnScrape(registry: Registry, { db, events }: { db: Db; events: LiveEvents }): void {
  observeDatabasePool(registry, db.$client);
  observeEventStreams(registry, events);
  observeJobQueues(registry, db.$client);
  observeLedger(registry, db);
}
