// live.json's changes, each read-changed-replaced atomically under live.json.lock, and the per-remote
// ship lock (lock.mjs) that keeps two ships of one remote from running at once.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LockBusyError, takeLock, takeLockWaiting } from './lock.mjs';
import { readLiveRecord, writeAtomically } from './releases.mjs';
import { ShipRefusal } from './refusal.mjs';

export function liveFile(staticRoot) {
  const releases = join(staticRoot, 'releases');
  return { releases, file: join(releases, 'live.json'), lock: join(releases, 'live.json.lock') };
}

/** live.json's record ({} when there is none); a refusal when it cannot be read. */
export function readLive(staticRoot) {
  try {
    return readLiveRecord(liveFile(staticRoot).file);
  } catch (error) {
    throw new ShipRefusal(error.message);
  }
}

/**
 * Changes one remote's entry of live.json under live.json.lock, so ships of two remotes at once never
 * lose each other's change. That lock is held for milliseconds: a ship waits for it (30 s at most).
 */
export function updateLive(staticRoot, folder, change, command) {
  const { releases, file, lock: lockPath } = liveFile(staticRoot);
  mkdirSync(releases, { recursive: true });
  let lock;
  try {
    lock = takeLockWaiting(lockPath, { command });
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    throw new ShipRefusal(
      `${relative(staticRoot, file)} stayed ${error.message}. If no ship runs, remove ${lockPath}.`,
    );
  }
  try {
    const record = readLive(staticRoot);
    record[folder] = change(record[folder]);
    writeAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
    return record[folder];
  } finally {
    lock.release();
  }
}

/** Runs `work` (may be async) holding the remote's ship lock; a second ship of it is refused meanwhile. */
export async function withShipLock(staticRoot, folder, command, work) {
  const path = join(liveFile(staticRoot).releases, `${folder}.ship.lock`);
  let lock;
  try {
    lock = takeLock(path, { command });
  } catch (error) {
    if (!(error instanceof LockBusyError)) throw error;
    throw new ShipRefusal(
      `another ship of ${folder} is running (${error.message}): wait for it to finish and try again. ` +
        `If that process is gone (it ran on another machine?), remove ${path}.`,
    );
  }
  if (lock.recovered)
    console.warn(
      `ship: took over the lock of an interrupted ship (pid ${lock.recovered?.pid ?? '?'}, no longer running)`,
    );
  try {
    return await work();
  } finally {
    lock.release();
  }
}
