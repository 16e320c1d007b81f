// A product-like process for the embedded server's life-cycle tests: starts the server on the folder
// given as argument, prints `{ url }` (or `{ error }`), and stops it when its stdin closes. Killing it
// with SIGKILL leaves the server behind, as a crashed product would.
import { startEmbeddedPostgres } from '../../src/db/embedded';

const [dataDir = ''] = process.argv.slice(2);
startEmbeddedPostgres({ dataDir, durable: false }).then(
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
