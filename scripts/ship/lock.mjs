// Exclusive lock files for scripts/ship.mjs: a file created with O_EXCL ('wx') holding who took it.
// One process holds a lock at a time; a lock whose process is gone (crash, kill -9) is recovered.
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** A lock file that holds no readable holder (its writer died between create and write) is stale after this. */
const UNREADABLE_STALE_MS = 10_000;

/** Thrown when another live process holds the lock. */
export class LockBusyError extends Error {
  constructor(path, holder) {
    const who = holder
      ? `pid ${holder.pid} on ${holder.host}${holder.command ? ` (${holder.command})` : ''}, since ${holder.since}`
      : 'another process (the lock file is being written)';
    super(`locked by ${who}`);
    this.name = 'LockBusyError';
    this.path = path;
    this.holder = holder;
  }
}

/** The lock's holder: an object, undefined when there is no lock file, null when it cannot be read. */
function readHolder(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text);
    return holder && typeof holder === 'object' && Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Whether the process `pid` runs on this machine (EPERM: it runs, as another user). */
export function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Whether a lock can be taken over: its process is gone. A lock taken on another machine (a shared
 * disk) is never judged from here; an unreadable one only once it is old enough to be a crash's.
 */
function isStale(path, holder) {
  if (holder === null) {
    try {
      return Date.now() - statSync(path).mtimeMs > UNREADABLE_STALE_MS;
    } catch {
      return false;
    }
  }
  return holder.host === hostname() && !processAlive(holder.pid);
}

const sameHolder = (a, b) => (a === null || b === null ? a === b : a.token === b.token && a.pid === b.pid);

/**
 * Removes a stale lock, under a second lock (`<path>.break`) so two processes recovering the same
 * stale lock cannot remove the fresh lock the first of them took meanwhile: the holder is read again
 * under it and removed only if it is still the dead one.
 */
function breakStale(path, seen) {
  const breaker = `${path}.break`;
  let fd;
  try {
    fd = openSync(breaker, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    try {
      // a recovery takes milliseconds: an old break lock was left by a crash
      if (Date.now() - statSync(breaker).mtimeMs > UNREADABLE_STALE_MS) unlinkSync(breaker);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    const now = readHolder(path);
    if (now !== undefined && sameHolder(now, seen) && isStale(path, now)) unlinkSync(path);
  } finally {
    closeSync(fd);
    unlinkSync(breaker);
  }
}

const held = new Map();
let exitHookInstalled = false;

function release(path, holder) {
  if (held.get(path) !== holder) return;
  held.delete(path);
  try {
    // only our own lock: never one another process took after ours was (wrongly) judged stale
    if (sameHolder(readHolder(path) ?? null, holder)) unlinkSync(path);
  } catch {
    // already gone
  }
}

/**
 * Takes the lock at `path` or throws LockBusyError naming its holder. Returns `{ release, recovered }`,
 * `recovered` being the holder of a stale lock taken over (or null). Every lock still held is released
 * when the process exits (process.exit included; a kill -9 leaves a stale lock, recovered next time).
 */
export function takeLock(path, { command } = {}) {
  mkdirSync(dirname(path), { recursive: true });
  const holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    ...(command ? { command } : {}),
    token: randomUUID(),
  };
  let recovered = null;
  let current = undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    let fd;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      current = readHolder(path);
      if (current === undefined) continue; // released meanwhile: try again
      if (!isStale(path, current)) throw new LockBusyError(path, current);
      breakStale(path, current);
      recovered = current;
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(holder)}\n`);
    } catch (error) {
      closeSync(fd);
      unlinkSync(path);
      throw error;
    }
    closeSync(fd);
    held.set(path, holder);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on('exit', () => {
        for (const [p, h] of [...held]) release(p, h);
      });
    }
    return { path, recovered, release: () => release(path, holder) };
  }
  throw new LockBusyError(path, current ?? null);
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** takeLock, waiting up to `waitMs` for a holder to finish (for locks held milliseconds at a time). */
export function takeLockWaiting(path, { command, waitMs = 30_000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return takeLock(path, { command });
    } catch (error) {
      if (!(error instanceof LockBusyError) || Date.now() >= deadline) throw error;
      Atomics.wait(pause, 0, 0, 25);
    }
  }
}
