#!/usr/bin/env node
// First-visit JavaScript of the home page: starts the BUILT product (node backend/dist/main.js; this
// script builds nothing) on a free port with a throw-away database, opens `/` in headless Chromium
// with an empty cache, records every JavaScript response until the network is idle and prints each
// file with its gzip size (zlib level 9 of the body) and the total. A benchmark: it prints figures and
// never fails the caller (exit code 0 also when something goes wrong; the problem is printed).
//
//   node scripts/measure-first-visit.mjs            (ephemeral port)
//   MEASURE_PORT=4360 node scripts/measure-first-visit.mjs
//   MEASURE_PATH=/gigs node scripts/measure-first-visit.mjs   (another page; `/` by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import chromiumArgs from '../e2e/support/chromium-args.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The same flags as the browser journeys: this closed network refuses Chromium's background traffic.
const CHROMIUM_ARGS = chromiumArgs;

function freePort() {
  const wanted = Number(process.env.MEASURE_PORT ?? 0);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

async function startBackend() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-measure-'));
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: url };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, env });
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
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
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

const isJs = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

async function measure(url, path) {
  // playwright-core is a dependency of the e2e package, not of the workspace root.
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (!isJs(response)) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            status: response.status(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }))
          .catch((error) => ({
            url: response.url(),
            status: response.status(),
            raw: 0,
            gzip: 0,
            error: String(error),
          })),
      );
    });
    await page.goto(url + path, { waitUntil: 'networkidle', timeout: 60_000 });
    const files = await Promise.all(pending);
    await context.close();
    return files;
  } finally {
    await browser.close();
  }
}

async function main() {
  const path = process.env.MEASURE_PATH ?? '/';
  const backend = await startBackend();
  try {
    const files = await measure(backend.url, path);
    const origin = new URL(backend.url).origin;
    console.log(`First-visit JavaScript of ${path} (gzip = zlib level 9 of each body; KB = 1024 bytes)\n`);
    console.log(`${'gzip KB'.padStart(7)}  ${'raw KB'.padStart(7)}  file`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
      const name = f.url.startsWith(origin) ? f.url.slice(origin.length) : f.url;
      console.log(
        `${kb(f.gzip)}  ${kb(f.raw)}  ${name}${f.status === 200 ? '' : ` (HTTP ${f.status})`}${f.error ? ` (${f.error})` : ''}`,
      );
    }
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    console.log(`${'-'.repeat(7)}  ${'-'.repeat(7)}`);
    console.log(`${kb(gzip)}  ${kb(raw)}  total, ${files.length} files (${gzip} bytes gzip)`);
  } finally {
    await backend.stop();
  }
}

main()
  .catch((error) => {
    console.error(`measurement failed: ${error instanceof Error ? error.stack : String(error)}`);
  })
  .finally(() => {
    process.exitCode = 0;
  });
