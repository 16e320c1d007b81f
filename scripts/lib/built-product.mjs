// Starts the BUILT product (node backend/dist/main.js; nothing is built here) on a loopback port with
// a throw-away DATA_DIR, for the measurement scripts (scripts/measure-first-visit.mjs, bench/web).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `wanted`, or a free port chosen by the OS when it is 0. */
function listenablePort(wanted = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

/** Resolves `{ url, stop }` once `/api/auth/status` answers; throws with the product's output otherwise. */
export async function startBuiltProduct({ port: wanted = 0, tempPrefix = 'campus-measure-' } = {}) {
  const port = await listenablePort(wanted);
  const dataDir = mkdtempSync(join(tmpdir(), tempPrefix));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: url };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(repoRoot, 'backend/dist/main.js')], { cwd: repoRoot, env });
  let logs = '';
  child.stdout.on('data', (d) => (logs += d));
  child.stderr.on('data', (d) => (logs += d));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/auth/status`)).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`backend did not come up:\n${logs}`);
}
