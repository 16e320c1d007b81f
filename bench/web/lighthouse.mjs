/**
 * Lighthouse (the npm package, bench/web's own devDependency) on Debian's Chromium: the default config,
 * which is the mobile preset (moto g power viewport and user agent, simulated Slow 4G: 150 ms RTT,
 * 1.6 Mbps down, 750 kbps up, 4x CPU), performance category only, storage cleared before each load.
 * Every run gets its own headless Chromium with a throw-away profile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The installed Lighthouse's version ('not installed' without bench/web's packages). */
export function lighthouseVersion() {
  try {
    const file = createRequire(import.meta.url).resolve('lighthouse/package.json');
    return JSON.parse(readFileSync(file, 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

/** Lighthouse's Node API, or a clear error when bench/web's own packages are not installed. */
async function importLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch (error) {
    throw new Error(
      'Lighthouse is not installed: run `npx -y pnpm@10.34.8 --dir bench/web install --ignore-workspace` ' +
        `once (bench/web is not part of the workspace, so npm test never installs it). (${error.message})`,
      { cause: error },
    );
  }
}

/** Starts Chromium with a DevTools port; resolves `{ port, stop }` once it listens. */
function launchChromium(executable, args) {
  const profile = mkdtempSync(join(tmpdir(), 'campus-lighthouse-'));
  const child = spawn(
    executable,
    [...args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // Chromium's helper processes may still write to the profile for a while after it exited (seconds
    // on a loaded machine): try again, and leave it in the temporary folder rather than fail the run
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        return;
      } catch (error) {
        if (attempt === 20) {
          process.stderr.write(`could not remove ${profile}: ${error.message}\n`);
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${output}`)), 30_000);
    const fail = (error) => {
      clearTimeout(timer);
      stop().finally(() => reject(error));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${output}`)));
    child.stderr.on('data', (data) => {
      output += data;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ port: Number(listening[1]), stop });
      }
    });
  });
}

/**
 * Puts `cookies` (Playwright's shape) into the default context of the Chromium listening on `port`, through
 * `playwright` (playwright-core's `chromium`) connected over CDP, and disconnects.
 */
async function addCookies(playwright, port, cookies) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(cookies);
  } finally {
    await browser.close(); // a CDP connection: disconnects, the browser stays
  }
}

/**
 * One Lighthouse navigation of `url`: `{ score, fcp, lcp, cls, tbt, benchmarkIndex, lcpElement, finalUrl,
 * screenshot }` (score 0 to 100, times in ms, the LCP element's HTML and text, the address the page ended
 * on, its last screenshot as a data URL), or throws with Lighthouse's runtime error. `cookies`: a signed-in
 * page's session, put into the fresh browser's cookie jar before the run (with `playwright`, see
 * addCookies), as a student's browser holds it; Lighthouse then keeps the browser's storage instead of
 * clearing it (the profile is new and empty all the same).
 */
export async function lighthouseRun(url, { executable, args, cookies, playwright }) {
  const lighthouse = await importLighthouse();
  const chromium = await launchChromium(executable, args);
  try {
    if (cookies) await addCookies(playwright, chromium.port, cookies);
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookies ? { disableStorageReset: true } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      // Lighthouse's measure of this machine's CPU (a desktop is ~1000+; its 4x slowdown assumes one).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      lcpElement: lcpNode && `${lcpNode.snippet} (${lcpNode.nodeLabel?.slice(0, 30) ?? ''})`,
      finalUrl: lhr.finalDisplayedUrl,
      screenshot: lhr.audits['final-screenshot']?.details?.data,
    };
  } finally {
    await chromium.stop();
  }
}
