#!/usr/bin/env node
// First-visit JavaScript of the home page: starts the BUILT product (node backend/dist/main.js; this
// script builds nothing) on a free port with a throw-away database, opens `/` in headless Chromium
// with an empty cache, records every JavaScript response until the network is idle and prints each
// file once with its gzip size (zlib level 9 of the body) and the total. A benchmark: it prints figures and
// never fails the caller (exit code 0 also when something goes wrong; the problem is printed).
//
//   node scripts/measure-first-visit.mjs            (ephemeral port)
//   MEASURE_PORT=4360 node scripts/measure-first-visit.mjs
//   MEASURE_PATH=/gigs node scripts/measure-first-visit.mjs   (another page; `/` by default)
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import chromiumArgs from '../e2e/support/chromium-args.json' with { type: 'json' };
import { repoRoot as root, startBuiltProduct } from './lib/built-product.mjs';

// The same flags as the browser journeys: this closed network refuses Chromium's background traffic.
const CHROMIUM_ARGS = chromiumArgs;

const isJs = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/**
 * Every JavaScript file a first visit of `url` downloads in `browser` (a playwright-core Chromium): a
 * desktop viewport, an empty cache, until the network is idle; each file once, `{ url, status, raw, gzip,
 * error? }` in bytes (gzip = zlib level 9 of the body). bench/web counts its goal with it.
 */
export async function firstVisitScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
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
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const responses = await Promise.all(pending);
    // A file the page prefetched (rel=prefetch) and its loader then read from the HTTP cache is one
    // download, though the browser reports two responses.
    return [...new Map(responses.map((f) => [f.url, f])).values()];
  } finally {
    await context.close();
  }
}

async function measure(url, path) {
  // playwright-core is a dependency of the e2e package, not of the workspace root.
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    return await firstVisitScripts(browser, url + path);
  } finally {
    await browser.close();
  }
}

async function main() {
  const path = process.env.MEASURE_PATH ?? '/';
  const backend = await startBuiltProduct({ port: Number(process.env.MEASURE_PORT ?? 0) });
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

// run when started, not when bench/web imports firstVisitScripts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main()
    .catch((error) => {
      console.error(`measurement failed: ${error instanceof Error ? error.stack : String(error)}`);
    })
    .finally(() => {
      process.exitCode = 0;
    });
