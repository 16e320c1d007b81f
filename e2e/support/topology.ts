import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from 'playwright-core';

const repoRoot = join(__dirname, '..', '..');

export interface TopologyInstance {
  name: string;
  url: string;
  dataDir: string;
  logFile: string;
}

export interface Topology {
  /** The proxy's address: the site's one origin, every instance's PUBLIC_ORIGIN. */
  proxy: string;
  instances: TopologyInstance[];
  /** The topology script's own lines (the proxy's, and its progress). */
  logs: () => string;
  stop: () => Promise<void>;
}

/** The proxy's response header naming the instance that served a request (scripts/topology/proxy.mjs). */
export const SERVED_BY = 'x-served-by';
/** The proxy's test-only cookie choosing the instance (with --allow-pin). */
const PIN_COOKIE = 'topology-pin';

/**
 * Starts scripts/topology/run.mjs (PostgreSQL, s3rver, two instances of the built product in production
 * mode, the proxy, pinning allowed) and waits for its ready line. It stops everything when its stdin
 * closes, so a test run that dies leaves nothing behind.
 */
export async function startTopology(): Promise<Topology> {
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, 'scripts/topology/run.mjs'),
      '--production',
      '--json',
      '--allow-pin',
      '--until-stdin-closes',
    ],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', r));
  const line = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line').then(([l]) => String(l)),
    exited.then((code) => {
      throw new Error(`the topology did not start (exit ${code}):\n${output}`);
    }),
  ]);
  const ready = JSON.parse(line) as { proxy: string; instances: TopologyInstance[] };
  return {
    proxy: ready.proxy,
    instances: ready.instances,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.stdin.end();
        await exited;
      }
    },
  };
}

/** From now on, the page's browser context goes to the instance `name` whatever the proxy's turn. */
export async function pinTo(page: Page, proxy: string, name: string): Promise<void> {
  await page.context().addCookies([{ name: PIN_COOKIE, value: name, url: proxy }]);
}

/** The instances that served the responses of a browser context from the proxy, collected from its start. */
export interface ServedBy {
  /** The distinct instances that answered `METHOD path`, sorted ([] when none did). */
  of: (method: string, path: string) => string[];
  /** The distinct instances that answered anything. */
  all: () => string[];
  /** Forgets what was collected so far. */
  clear: () => void;
}

/** Collects, from now on, which instance served each response the page's context got from the proxy. */
export function servedBy(page: Page, proxy: string): ServedBy {
  const seen: { key: string; by: string }[] = [];
  page.context().on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== proxy) return;
    seen.push({ key: `${res.request().method()} ${url.pathname}`, by: res.headers()[SERVED_BY] ?? '(none)' });
  });
  const names = (list: typeof seen) => [...new Set(list.map((s) => s.by))].sort();
  return {
    of: (method, path) => names(seen.filter((s) => s.key === `${method} ${path}`)),
    all: () => names(seen),
    clear: () => void seen.splice(0),
  };
}
