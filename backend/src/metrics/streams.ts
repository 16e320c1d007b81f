import { Gauge, type Registry } from 'prom-client';
import type { LiveEvents } from '../events/hub';
import { readOnScrape } from './registry';

/** The live event streams (`GET /api/events`) this instance holds open. */
export function observeEventStreams(registry: Registry, events: Pick<LiveEvents, 'streams'>): void {
  new Gauge({
    name: 'campus_event_streams_open',
    help: 'Live event streams (GET /api/events) open on this instance.',
    registers: [registry],
    collect: readOnScrape(registry, 'event_streams', (gauge) => gauge.set(events.streams)),
  });
}
