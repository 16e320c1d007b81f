// The published releases, in PostgreSQL (remote_releases, remote_release_files; docs/decisions/shared-releases.md):
// a release is a remote's dist, never changed once published, with its release.json ({ id, version,
// shellRuntime, publishedAt, adopted? }) as `meta` and its contract.json (contract.mjs) as `contract`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inTransaction } from './database.mjs';
import { RELEASE_ID } from './releases.mjs';
import { zipEntries } from './zip-entries.mjs';

export const readJson = (file, fallback) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    return e.isDirectory() ? filesBelow(full) : e.isFile() ? [full] : [];
  });
}

/** The types archive: hashed by its entries, since its bytes hold the time it was written. */
const TYPES_ARCHIVE = '@mf-types.zip';

/**
 * First 8 hex digits of a SHA-256 over the dist's file names and contents (contract.json aside), so
 * the same source built twice gets the same id (and a ship of it reuses the published release).
 */
export function contentHash(dist) {
  const hash = createHash('sha256');
  const add = (name, data) => hash.update(name).update('\0').update(data).update('\0');
  for (const file of filesBelow(dist).sort()) {
    const name = relative(dist, file);
    if (name === 'contract.json') continue;
    if (name === TYPES_ARCHIVE)
      for (const entry of zipEntries(readFileSync(file))) add(`${name}/${entry.name}`, entry.data);
    else add(name, readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

/** The releases of the database `client` is connected to. */
export function releaseStore(client) {
  const isPublished = async (folder, id) =>
    RELEASE_ID.test(id ?? '') &&
    (await client.query('select 1 from remote_releases where folder = $1 and id = $2', [folder, id]))
      .rowCount > 0;
  return {
    isPublished,
    /** The published versions of `folder`, oldest first, each with its release.json. */
    async published(folder) {
      const { rows } = await client.query(
        'select id, meta from remote_releases where folder = $1 order by created_at, id',
        [folder],
      );
      return rows.map((r) => ({ ...r.meta, id: r.id }));
    },
    /** A published release's release.json and contract.json (null when it has none). */
    async release(folder, id) {
      const { rows } = await client.query(
        'select meta, contract from remote_releases where folder = $1 and id = $2',
        [folder, id],
      );
      return { meta: rows[0]?.meta ?? {}, contract: rows[0]?.contract ?? null };
    },
    /**
     * Publishes `dist` as `<version>-<hash>` unless that release exists (an unchanged build), its
     * files with it in one transaction: no instance ever sees half a release. Returns its id and
     * whether it was new.
     */
    async publish(folder, dist, { version, shellRuntime, contract, adopted = false }) {
      const id = `${version}-${contentHash(dist)}`;
      const publishedAt = new Date();
      const meta = {
        id,
        version,
        shellRuntime,
        publishedAt: publishedAt.toISOString(),
        ...(adopted ? { adopted } : {}),
      };
      return { id, created: await insert(folder, id, dist, meta, contract, publishedAt) };
    },
    /** A release published before, with its own id and release.json (legacy.mjs). */
    async importRelease(folder, id, dir, meta, contract) {
      const at = new Date(Date.parse(meta.publishedAt) || Date.now());
      return insert(folder, id, dir, { ...meta, id }, contract, at);
    },
    /** Removes published releases whole (their files go with them). */
    async remove(folder, ids) {
      await client.query('delete from remote_releases where folder = $1 and id = any($2)', [folder, ids]);
    },
  };

  /** A release and its files in one transaction, unless the release exists; whether it was new. */
  function insert(folder, id, dist, meta, contract, publishedAt) {
    return inTransaction(client, async () => {
      const inserted = await client.query(
        `insert into remote_releases (folder, id, meta, contract, created_at) values ($1, $2, $3, $4, $5)
           on conflict do nothing`,
        [folder, id, meta, contract ? JSON.stringify(contract) : null, publishedAt],
      );
      if (inserted.rowCount === 0) return false;
      for (const file of filesBelow(dist)) {
        const path = relative(dist, file).split(sep).join('/');
        if (path === 'release.json') continue; // the release's metadata is `meta`
        await client.query(
          'insert into remote_release_files (folder, id, path, bytes) values ($1, $2, $3, $4)',
          [folder, id, path, readFileSync(file)],
        );
      }
      return true;
    });
  }
}
