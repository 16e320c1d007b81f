import { collectDefaultMetrics, Counter, Registry, type CollectFunction, type Gauge } from 'prom-client';

/**
 * One Prometheus registry per composition root (services.ts), never prom-client's global one: a test
 * process builds several apps, and each must count only its own requests.
 */
export function createMetricsRegistry({ processMetrics }: { processMetrics: boolean }): Registry {
  const registry = new Registry();
  // Only when /metrics is served: each call installs its own event-loop and GC observers.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}

const READ_ERRORS = 'campus_metrics_read_errors_total';

/**
 * A gauge's `collect`: clears it, then `read` sets it at scrape time (a pool count, a query). A failed read
 * leaves that source's series out of this scrape and counts `campus_metrics_read_errors_total{source}`,
 * so one unreachable source never turns the whole scrape into an error.
 */
export function readOnScrape<T extends string>(
  registry: Registry,
  source: string,
  read: (gauge: Gauge<T>) => Promise<void> | void,
): CollectFunction<Gauge<T>> {
  const errors =
    (registry.getSingleMetric(READ_ERRORS) as Counter<'source'> | undefined) ??
    new Counter({
      name: READ_ERRORS,
      help: 'Scrape-time reads that failed (their series are missing from that scrape), by source.',
      labelNames: ['source'],
      registers: [registry],
    });
  return async function collect(this: Gauge<T>) {
    this.reset();
    try {
      await read(this);
    } catch {
      errors.inc({ source });
    }
  };
}
