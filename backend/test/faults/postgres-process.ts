import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { backendDir } from '../support/paths';

const script = join(backendDir, 'node_modules', '.cache', 'campus-test', 'faults', 'embedded-child.mjs');

export async function bundlePostgresChild(): Promise<void> {
  await build({
    entryPoints: [join(__dirname, '..', 'support', 'embedded-child.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
}

export interface PostgresProcess {
  url: string;
  /** A fast shutdown (open connections are ended); resolves once the server and its process are gone. */
  stop(): Promise<void>;
}

/** An embedded PostgreSQL server on `dataDir` listening on `port`, in a process of its own. */
export function startPostgres(dataDir: string, port: number): Promise<PostgresProcess> {
  const child = spawn(process.execPath, [script, dataDir, `port=${port}`, 'durable'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      const reply = JSON.parse(out.split('\n')[0] ?? '{}') as { url?: string; error?: string };
      if (!reply.url) return fail(new Error(`PostgreSQL did not start: ${reply.error}`));
      ok({
        url: reply.url,
        stop: async () => {
          child.stdin.end();
          await exited;
        },
      });
    });
    void exited.then(() => fail(new Error('the PostgreSQL process exited without a word')));
  });
}
