import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { createLiveEvents, type LiveEventsOptions } from '../../src/events/hub';
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from '../../src/http/server';
import { createLogger } from '../../src/logger';
import type { OutboxEntry } from '../../src/mail/outboxMailer';
import { seedDemoData } from '../../src/seed';
import { createUploadStorage } from '../../src/uploads/create';
import { createServices, type Services } from '../../src/services';
import { Browser, signedIn } from '../auth/browser';
import { backendDir, migrationsFolder, seedImagesDir } from '../harness';
import { createMigratedDatabase, databaseUrl, dropDatabase } from '../support/test-database';

/**
 * Backend instances for the messaging tests: like the harness's test server, but each with its live
 * events hub started (as main.ts does) and any number of them on one database, as two backend instances
 * on one PostgreSQL server would be. Mail goes to each instance's outbox (`outbox()`).
 */
export interface LiveServer {
  url: string;
  db: Db;
  services: Services;
  server: Server;
  config: Config;
}

export interface LiveCluster {
  servers: LiveServer[];
  databaseName: string;
  /** The first instance's pool (test set-up and checks). */
  db: Db;
  close(): Promise<void>;
}

export interface LiveClusterOptions {
  instances?: number;
  seed?: boolean;
  hub?: Partial<Omit<LiveEventsOptions, 'db' | 'log'>>;
  timeouts?: Partial<ServerTimeouts>;
  /** Start each instance's job runner too (creates the pgboss schema). */
  jobs?: boolean;
  /** Extra environment for every instance's loadConfig (e.g. the S3 upload store's settings). */
  env?: Record<string, string>;
}

export async function startLiveCluster(options: LiveClusterOptions = {}): Promise<LiveCluster> {
  const { instances = 1, seed = true } = options;
  const databaseName = await createMigratedDatabase();
  const servers: LiveServer[] = [];
  const undo: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    await dropDatabase(databaseName);
  };
  try {
    for (let i = 0; i < instances; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'campus-live-'));
      undo.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = await openDatabase({ databaseUrl: databaseUrl(databaseName), migrationsFolder });
      undo.push(() => database.close());
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
          DATA_DIR: dataDir,
          STATIC_ROOT: dataDir,
          SESSION_SECRET: 'live-test-secret-shared-by-all-instances-0123456789',
          ...options.env,
        },
        { repoRoot: backendDir },
      );
      if (seed && i === 0)
        await seedDemoData(database.db, {
          images: { from: seedImagesDir, storage: createUploadStorage(config) },
        });
      const log = createLogger(config.logLevel);
      const services: Services = {
        ...createServices({ db: database.db, config, log }),
        events: createLiveEvents({ db: database.db, log, reconnectMinMs: 50, ...options.hub }),
      };
      await services.events.start();
      undo.push(() => services.events.stop());
      if (options.jobs) {
        await services.jobs.start();
        undo.push(() => services.jobs.stop());
      }
      const app = createApp({ db: database.db, config, log, services });
      const server: Server = await new Promise((ok) => {
        const s = createHttpServer(app, { ...SERVER_TIMEOUTS, ...options.timeouts });
        s.listen(0, '127.0.0.1', () => ok(s));
      });
      undo.push(async () => {
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
      });
      const { port } = server.address() as AddressInfo;
      servers.push({ url: `http://127.0.0.1:${port}`, db: database.db, services, server, config });
    }
  } catch (err) {
    await close();
    throw err;
  }
  const first = servers[0];
  if (!first) throw new Error('no instance');
  return { servers, databaseName, db: first.db, close };
}

/** The mail an instance has sent (its outbox: no SMTP_URL in tests), oldest first. */
export async function outbox(server: Pick<LiveServer, 'config'>): Promise<OutboxEntry[]> {
  const dir = join(server.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxEntry));
}

/** Demo students (all passwords campus123). */
export const MAYA = 'maya.chen@asu.edu';
export const JORDAN = 'jordan.alvarez@asu.edu';
export const PRIYA = 'priya.raman@umich.edu';
export const MARCUS = 'marcus.johnson@gatech.edu';

/** The ids of the users with these e-mails, in the same order. */
export async function userIds<const E extends string[]>(
  db: Db,
  ...emails: E
): Promise<{ [K in keyof E]: number }> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return emails.map((email) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }) as { [K in keyof E]: number };
}

/** A signed-in student whose requests go to `server` (the session works on every instance). */
export const student = (server: Pick<LiveServer, 'url'>, email: string): Promise<Browser> =>
  signedIn(server, email);

/** Signed-in students with these e-mails, in the same order (signed in at once). */
export async function students<const E extends string[]>(
  server: Pick<LiveServer, 'url'>,
  ...emails: E
): Promise<{ [K in keyof E]: Browser }> {
  return (await Promise.all(emails.map((email) => student(server, email)))) as { [K in keyof E]: Browser };
}

/** The same browser's cookies, talking to another instance. */
export function on(server: Pick<LiveServer, 'url'>, browser: Browser): Browser {
  const copy = new Browser(server);
  for (const [k, v] of browser.cookies) copy.cookies.set(k, v);
  return copy;
}

// ---- Server-Sent Events client -------------------------------------------------------------------

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines received so far (heartbeats). */
  comments: number;
  /** The `retry:` values received so far (the reconnection delay the server asks for), in order. */
  retries: number[];
  /** The next event (after those already taken by `next`) matching `match`, within `ms`. */
  next(match?: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** Waits `ms` and returns the events that arrived meanwhile. */
  quiet(ms: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/events` (or `path`) as `browser` and parses the stream as EventSource would. */
export async function openEvents(
  server: Pick<LiveServer, 'url'>,
  browser: Browser | null,
  { path = '/api/events', headers = {} }: { path?: string; headers?: Record<string, string> } = {},
): Promise<SseClient> {
  const abort = new AbortController();
  // a stream whose head does not come at once is broken (e.g. held back by a compressor): fail fast
  const headTimer = setTimeout(() => abort.abort(new Error(`no answer to GET ${path} within 5 s`)), 5000);
  const res = await fetch(server.url + path, {
    headers: {
      accept: 'text/event-stream',
      ...(browser ? { cookie: browser.cookieHeader() } : {}),
      ...headers,
    },
    signal: abort.signal,
  }).finally(() => clearTimeout(headTimer));
  const events: SseEvent[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const client: SseClient = {
    status: res.status,
    headers: res.headers,
    events,
    comments: 0,
    retries: [],
    async next(match = () => true, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        while (taken < events.length) {
          const e = events[taken++];
          if (e && match(e)) return e;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.slice(-5))}`);
        await new Promise<void>((ok) => {
          const t = setTimeout(ok, left);
          waiters.push(() => {
            clearTimeout(t);
            ok();
          });
        });
      }
    },
    async quiet(ms) {
      const from = events.length;
      await new Promise((r) => setTimeout(r, ms));
      return events.slice(from);
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (!res.ok || !res.body) {
    await res.text().catch(() => undefined);
    return client;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: undefined, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments++;
            else if (line.startsWith('retry: ')) client.retries.push(Number(line.slice(7)));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data = line.slice(6);
              hasData = true;
            }
          }
          if (hasData) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      wake();
    }
  })();
  return client;
}

export const dataOf = <T>(e: SseEvent): T => JSON.parse(e.data) as T;
