import { parseArgs, type ParseArgsConfig } from 'node:util';

/** What run.mjs documents at its top; every duration in milliseconds here. */
export interface BenchOptions {
  gigs: number;
  items: number;
  smallGigs: number;
  users: number;
  durationMs: number;
  warmupMs: number;
  clients: number;
  searchClients: number;
  requests: number;
  /** A/B comparisons alternate their arms in this many rounds of durationMs / rounds each. */
  rounds: number;
  /** Leave the product and PostgreSQL running after the report, until Ctrl-C. */
  keep: boolean;
  jsonFile: string | undefined;
  /** Run the product with --cpu-prof, writing its profile into this folder when it stops. */
  cpuProfDir: string | undefined;
  verbose: boolean;
  /** BENCH_DATABASE_URL: an external server instead of the embedded one. */
  externalDatabaseUrl: string | undefined;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** A number option: `fallback` when absent; an OptionsError when it is not a number or below `min`. */
export function positive(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new OptionsError(`--${name} must be a number >= ${min}`);
  return n;
}

/** The command line's `--name value` options as `parseArgs` reads them (strict), errors as an OptionsError. */
export function parseBenchArgs<const T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
) {
  try {
    return parseArgs<{ args: string[]; strict: true; allowPositionals: false; options: T }>({
      args: argv,
      strict: true,
      allowPositionals: false,
      options,
    }).values;
  } catch (err) {
    throw new OptionsError(`${err instanceof Error ? err.message : String(err)} (see --help)`);
  }
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const values = parseBenchArgs(argv, {
    gigs: { type: 'string' },
    items: { type: 'string' },
    'small-gigs': { type: 'string' },
    users: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    clients: { type: 'string' },
    'search-clients': { type: 'string' },
    requests: { type: 'string' },
    rounds: { type: 'string' },
    keep: { type: 'boolean' },
    json: { type: 'string' },
    'cpu-prof': { type: 'string' },
    verbose: { type: 'boolean' },
  });
  const gigs = Math.round(positive('gigs', values.gigs, 100_000, 10));
  const smallGigs = Math.round(positive('small-gigs', values['small-gigs'], 1000, 10));
  if (smallGigs > gigs) throw new OptionsError('--small-gigs must not exceed --gigs');
  return {
    gigs,
    items: Math.round(positive('items', values.items, gigs, 0)),
    smallGigs,
    users: Math.round(positive('users', values.users, 5000, 1)),
    durationMs: positive('duration', values.duration, 5, 0.1) * 1000,
    warmupMs: positive('warmup', values.warmup, 1, 0) * 1000,
    clients: Math.round(positive('clients', values.clients, 10)),
    searchClients: Math.round(positive('search-clients', values['search-clients'], 20)),
    requests: Math.round(positive('requests', values.requests, 200)),
    rounds: Math.round(positive('rounds', values.rounds, 5)),
    keep: values.keep ?? false,
    jsonFile: values.json,
    cpuProfDir: values['cpu-prof'],
    verbose: values.verbose ?? false,
    externalDatabaseUrl: env.BENCH_DATABASE_URL || undefined,
  };
}
