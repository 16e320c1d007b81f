import { parseBenchArgs, positive } from '../../api/src/options';

/** What run.mjs documents at its top; durations in milliseconds here. */
export interface SsrOptions {
  /** Seconds of each page's measured load, in ms. */
  durationMs: number;
  warmupMs: number;
  /** Concurrent clients requesting a page. */
  clients: number;
  /** bench/api's throughput settings for the API beside the floor. */
  apiDurationMs: number;
  apiClients: number;
  /** Generated gigs and items (and 5,000 providers) added before the API reads: bench/api's size. */
  gigs: number;
  rounds: number;
  /** Another built backend than backend/dist/main.js (a before/after), serving this tree's front ends. */
  product: string | undefined;
  /** Print the figures as JSON instead of the table. */
  json: boolean;
  verbose: boolean;
  externalDatabaseUrl: string | undefined;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): SsrOptions {
  const values = parseBenchArgs(argv, {
    duration: { type: 'string' },
    warmup: { type: 'string' },
    clients: { type: 'string' },
    'api-duration': { type: 'string' },
    'api-clients': { type: 'string' },
    gigs: { type: 'string' },
    rounds: { type: 'string' },
    product: { type: 'string' },
    json: { type: 'boolean' },
    verbose: { type: 'boolean' },
  });
  return {
    durationMs: positive('duration', values.duration, 10, 0.1) * 1000,
    warmupMs: positive('warmup', values.warmup, 1, 0) * 1000,
    clients: Math.round(positive('clients', values.clients, 20, 1)),
    apiDurationMs: positive('api-duration', values['api-duration'], 5, 0.1) * 1000,
    apiClients: Math.round(positive('api-clients', values['api-clients'], 10, 1)),
    gigs: Math.round(positive('gigs', values.gigs, 100_000, 0)),
    rounds: Math.round(positive('rounds', values.rounds, 5, 1)),
    product: values.product,
    json: values.json ?? false,
    verbose: values.verbose ?? false,
    externalDatabaseUrl: env.BENCH_DATABASE_URL || undefined,
  };
}
