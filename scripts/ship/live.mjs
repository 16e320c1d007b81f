// The live record (remote_live: one row per remote, a live.json entry as before), each change made in
// one transaction under the row's lock, and the per-remote ship lock that keeps two ships of one remote
// from running at once, on any machine: a PostgreSQL advisory lock held by the ship's session.
import { inTransaction } from './database.mjs';
import { ShipRefusal } from './refusal.mjs';

/** The live record by folder ({} when nothing was shipped). */
export async function readLive(client) {
  const { rows } = await client.query('select folder, entry from remote_live order by folder');
  return Object.fromEntries(rows.map((r) => [r.folder, r.entry]));
}

/**
 * Changes one remote's entry: read under its row lock and written in the same transaction, so two
 * writers never lose each other's change and every instance sees the old entry or the new one.
 */
export async function updateLive(client, folder, change) {
  return inTransaction(client, async () => {
    await client.query(`insert into remote_live (folder, entry) values ($1, '{}') on conflict do nothing`, [
      folder,
    ]);
    const { rows } = await client.query('select entry from remote_live where folder = $1 for update', [
      folder,
    ]);
    const before = rows[0]?.entry;
    const entry = change(before && Object.keys(before).length ? before : undefined);
    await client.query('update remote_live set entry = $2, updated_at = now() where folder = $1', [
      folder,
      JSON.stringify(entry),
    ]);
    return entry;
  });
}

const lockKey = (folder) => `campus-ship:${folder}`;

/**
 * Runs `work` (may be async) holding the remote's ship lock, refusing at once while another ship of
 * it holds it (here or on another machine). The lock is the session's: it ends with the ship, and
 * with a ship that died (its connection closes), so no lock is ever left behind.
 */
export async function withShipLock(client, folder, work) {
  const { rows } = await client.query('select pg_try_advisory_lock(hashtextextended($1, 0)) as taken', [
    lockKey(folder),
  ]);
  if (!rows[0].taken) {
    const holder = await client.query(
      `select application_name, backend_start from pg_stat_activity
       where application_name like $1 and pid <> pg_backend_pid() order by backend_start limit 1`,
      [`campus-ship ${folder} %`],
    );
    const h = holder.rows[0];
    const who = h
      ? `${h.application_name.replace(`campus-ship ${folder} `, '')}, since ${h.backend_start.toISOString()}`
      : 'another session';
    throw new ShipRefusal(
      `another ship of ${folder} is running (locked by ${who}): wait for it to finish and try again`,
    );
  }
  try {
    return await work();
  } finally {
    await client
      .query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(folder)])
      .catch(() => {});
  }
}
