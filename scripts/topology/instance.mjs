// One product instance of the topology: the built backend (backend/dist/main.js) as a child process on
// its own port and DATA_DIR, its log lines in `<dataDir>.log`.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the instance `name` with `env` (PORT and DATA_DIR set here) and waits until `readyPath`
 * answers 200 (at most `timeoutMs`: a bound on a failure, not a pace). Returns { name, url, logFile, stop }.
 */
export async function startInstance({
  name,
  entry,
  cwd,
  dataDir,
  env,
  readyPath,
  timeoutMs = 120_000,
  echo,
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = `${dataDir}.log`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    if (echo) stream.on('data', (d) => echo(name, d.toString()));
  }
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // the product drains its requests and streams, then closes its pool: 10 s is plenty
      if ((await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false)
        child.kill('SIGKILL');
      await exited;
    }
    log.end();
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
      throw new Error(
        `instance ${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail}`,
      );
    }
    const status = await fetch(`${url}${readyPath}`)
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
    if (status === 200) return { name, url, logFile, pid: child.pid, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `instance ${name} was not ready (${readyPath}) within ${timeoutMs / 1000} s: see ${logFile}`,
      );
    }
    await sleep(100);
  }
}
