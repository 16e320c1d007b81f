/**
 * Child process of the bench that owns the embedded PostgreSQL server (the backend's own
 * `startEmbeddedPostgres`) and outlives a bench killed with -9: it reads its stdin, and when that
 * closes without a `bye` line the bench is gone, so it stops the processes it was told to watch,
 * stops PostgreSQL and removes the bench's temporary folder.
 *
 * argv: <tempRoot> <postgresDataDir | "none"> ["verbose"]
 * stdout: one JSON line `{ "type": "ready", "url": "postgres://..." }` (url null without a server).
 * stdin: lines `watch <pid>` and `bye`.
 */
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../backend/src/db/embedded';

const [tempRoot, dataDir, verbose] = process.argv.slice(2);
const watched = new Set<number>();
let server: EmbeddedPostgres | undefined;
let farewell = false;

function send(message: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

async function shutdown(orphaned: boolean): Promise<never> {
  if (orphaned) {
    for (const pid of watched) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  await server?.stop().catch((err: unknown) => process.stderr.write(`stopping PostgreSQL: ${String(err)}\n`));
  if (orphaned && tempRoot) await rm(tempRoot, { recursive: true, force: true });
  process.exit(0);
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const [word, arg] = line.trim().split(/\s+/);
    if (word === 'watch' && arg) watched.add(Number(arg));
    if (word === 'bye') farewell = true;
  })
  .on('close', () => void shutdown(!farewell));

if (dataDir && dataDir !== 'none') {
  try {
    server = await startEmbeddedPostgres({
      dataDir,
      durable: false,
      onLog: verbose === 'verbose' ? (line) => process.stderr.write(`${line.trim()}\n`) : undefined,
    });
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
send({ type: 'ready', url: server?.url ?? null });
