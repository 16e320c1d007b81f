import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { backendDir } from './support/paths';

/**
 * The embedded default's life cycle, in real processes: first start, data kept across restarts,
 * recovery of the server a crashed (SIGKILLed) product left running, and a clear refusal to share a
 * DATA_DIR with another running copy of the product.
 */
const childScript = join(backendDir, 'node_modules', '.cache', 'campus-test', 'embedded-child.mjs');
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  await build({
    entryPoints: [join(__dirname, 'support', 'embedded-child.ts')],
    outfile: childScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  dataDir = await mkdtemp(join('/var/tmp', 'campus-embedded-test-'));
});
afterAll(async () => {
  for (const child of children) await stop(child);
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url?: string;
  error?: string;
}

/** A product-like process that starts the embedded server on `dataDir`; resolves once it reports. */
function startProduct(folder = dataDir): Promise<Started> {
  const child = spawn(process.execPath, [childScript, folder], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line)
        ok({ child, ...(JSON.parse(line) as { url?: string; error?: string }) });
    });
    child.once('exit', (code) => {
      if (!out.includes('\n')) fail(new Error(`child exited (${code}) without a word`));
    });
  });
}

/** Ends the product normally: it stops its server. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    child.once('exit', () => ok());
    child.stdin?.end();
  });
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

it('initialises a cluster, keeps its data across a restart, and has pg_trgm', async () => {
  const first = await startProduct();
  await query(first.url ?? '', 'create table kept (v text); insert into kept values ($$still here$$)');
  await stop(first.child);
  const again = await startProduct();
  expect(await query(again.url ?? '', 'select v from kept')).toEqual([{ v: 'still here' }]);
  await query(again.url ?? '', 'create extension if not exists pg_trgm');
  await stop(again.child);
});

it('recovers the server a product killed with SIGKILL left running', async () => {
  const crashed = await startProduct();
  crashed.child.kill('SIGKILL');
  await new Promise((ok) => crashed.child.once('exit', ok));
  // its server outlived it
  expect(await query(crashed.url ?? '', 'select 1 as one')).toEqual([{ one: 1 }]);
  const next = await startProduct();
  expect(next.error).toBeUndefined();
  expect(await query(next.url ?? '', 'select v from kept')).toEqual([{ v: 'still here' }]);
  if (next.url !== crashed.url) await expect(query(crashed.url ?? '', 'select 1')).rejects.toThrow();
  await stop(next.child);
});

it('refuses, with a message, a DATA_DIR whose server another running product owns', async () => {
  const running = await startProduct();
  const second = await startProduct();
  expect(second.error).toMatch(/Another copy of the product \(process \d+\) is using the embedded database/);
  // and the running one was left alone
  expect(await query(running.url ?? '', 'select 1 as one')).toEqual([{ one: 1 }]);
  await stop(running.child);
});

it('names the folder the postgres user cannot enter, instead of failing inside initdb', async () => {
  if (process.getuid?.() !== 0) return; // only as root does the server run as another user
  const locked = await mkdtemp(join('/var/tmp', 'campus-locked-')); // mode 700
  try {
    const started = await startProduct(join(locked, 'data'));
    expect(started.error).toContain(`cannot enter ${locked}`);
  } finally {
    await rm(locked, { recursive: true, force: true });
  }
});
