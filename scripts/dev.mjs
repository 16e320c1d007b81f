#!/usr/bin/env node
// `npm run dev -- mf-x`: builds the remote in development mode, rebuilding on every change, into
// mf-x/.dev/ and serves that folder on the registry's devPort (127.0.0.1). Open the printed link: the
// backend proxies /mf-local/mf-x/ to this port and sets the cookie that makes your browser load this
// build inside the real site (other visitors are not affected).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { remoteByFolder, remoteFolders, repoRoot } from './lib/remotes.mjs';
import { serveFolder } from './lib/static-server.mjs';

const OUT = '.dev';

function fail(message) {
  console.error(`dev: ${message}`);
  process.exit(1);
}

/** The remote's own rspack (the workspace root has none) and its config, for a watched dev build. */
function compilerFor(dir) {
  const require = createRequire(join(dir, 'package.json'));
  const { rspack } = require('@rspack/core');
  const file = join(dir, 'rspack.config.cjs');
  // a fresh copy of the config module, so a restarted build reads remote.json's exposes anew
  Reflect.deleteProperty(require.cache, file);
  const config = require(file)({ out: OUT }, { mode: 'development' });
  // a build with errors writes nothing: the last good build stays served
  return rspack({ ...config, optimization: { ...config.optimization, emitOnErrors: false } });
}

/** The `exposes` of the remote's remote.json now (a build compiles the ones it started with). */
function exposesOf(dir) {
  try {
    return JSON.stringify(JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8')).exposes);
  } catch {
    return null; // a remote.json being edited: its build reports the error
  }
}

/**
 * Builds on every change. A change of `exposes` in remote.json needs a new compiler (the federation
 * plugin reads them once): the build is restarted by itself, so the new page shows after a reload.
 */
function watch(dir, folder, first = true) {
  const exposes = exposesOf(dir);
  const watching = compilerFor(dir).watch({ aggregateTimeout: 150 }, (error, stats) => {
    const at = new Date().toLocaleTimeString();
    const now = exposesOf(dir);
    if (now !== null && now !== exposes) {
      console.log(`[${at}] ${folder}: "exposes" changed in remote.json: restarting the build`);
      watching.close(() => watch(dir, folder, false));
      return;
    }
    if (error) return console.error(`[${at}] ${folder}: build failed: ${error.message}`);
    if (stats?.hasErrors()) {
      console.error(`[${at}] ${folder}: build has errors (the last good build stays served)`);
      console.error(stats.toString({ all: false, errors: true, colors: true }));
      return;
    }
    const { time } = stats?.toJson({ all: false, timings: true }) ?? {};
    console.log(`[${at}] ${folder}: ${first ? 'built' : 'rebuilt'} in ${time} ms`);
    first = false;
  });
}

async function main() {
  const folder = process.argv[2];
  if (!folder) fail(`usage: npm run dev -- <remote>   (one of ${remoteFolders().join(', ')})`);
  const entry = remoteByFolder(folder);
  if (!entry) fail(`${folder} is not in remotes.json (one of ${remoteFolders().join(', ')})`);
  const dir = join(repoRoot, folder);
  const served = join(dir, OUT);
  try {
    await serveFolder(served, entry.devPort);
  } catch (error) {
    fail(
      `cannot serve on 127.0.0.1:${entry.devPort} (${error.code ?? error.message}): is it already running?`,
    );
  }
  watch(dir, folder);
  const site = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`${folder}: serving ${folder}/${OUT}/ on http://127.0.0.1:${entry.devPort}/ (rebuilds on change)
Open ${site}/preview/${folder}/local to see it inside the running site (npm start); ${site}/preview/exit to stop.`);
}

main();
