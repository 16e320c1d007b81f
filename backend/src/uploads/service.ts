import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { uploads } from '../db/schema';
import { queryRows } from '../db/sql';
import type { Db, Tx } from '../db/types';
import type { Logger } from '../logger';
import type { ProcessedImage } from './image';
import { TEMP_FILE_NAME, type UploadStorage } from './storage';
import {
  displayFileName,
  thumbnailFileName,
  UPLOAD_FILE_NAME,
  UPLOAD_GRACE_MS,
  UPLOAD_URL_SQL_PATTERN,
} from './urls';

/** Rows the sweep deletes per transaction. */
const SWEEP_BATCH = 200;
/** Keys looked up per query when the sweep checks files against rows. */
const LOOKUP_BATCH = 1000;

/**
 * The content key of an upload: the SHA-256 (hex) of the owner and the re-encoded display image. The
 * owner is in it because `uploads.key` is unique and each row has one owner: two students who upload
 * the same picture get two uploads, and one student uploading it twice gets the same one.
 */
export function uploadKey(ownerId: number, display: Buffer): string {
  return createHash('sha256').update(`${ownerId}\n`).update(display).digest('hex');
}

export interface SweepResult {
  /** Upload rows deleted (with their files): older than the grace period and referenced nowhere. */
  uploads: number;
  /** Files deleted that no row owns (left by a crash mid-upload, or by a deleted account). */
  strayFiles: number;
}

export interface UploadService {
  storage: UploadStorage;
  /**
   * Records the upload (key from `uploadKey`) in the route's transaction and writes its two files,
   * after the row is locked, so a concurrent sweep of the same key cannot interleave. An identical
   * upload by the same owner has the same key: its row's grace period starts again.
   */
  save(tx: Tx, upload: { key: string; ownerId: number; image: ProcessedImage }): Promise<void>;
  /** After a failed request: deletes the key's files unless a committed row owns them. Never throws. */
  discardUnsaved(key: string): Promise<void>;
  /** Deletes old unreferenced uploads and files no row owns (the hourly job). */
  sweep(now?: Date): Promise<SweepResult>;
}

export function createUploadService({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: UploadStorage;
  log: Logger;
}): UploadService {
  const deleteFiles = async (key: string) => {
    await storage.delete(displayFileName(key));
    await storage.delete(thumbnailFileName(key));
  };

  return {
    storage,

    async save(tx, { key, ownerId, image }) {
      const [row] = await tx
        .insert(uploads)
        .values({ ownerId, key })
        .onConflictDoUpdate({
          target: uploads.key,
          set: { createdAt: sql`now()` },
          setWhere: eq(uploads.ownerId, ownerId),
        })
        .returning({ id: uploads.id });
      if (!row) throw new Error(`upload key ${key} belongs to another owner`);
      await storage.put(displayFileName(key), image.display);
      await storage.put(thumbnailFileName(key), image.thumbnail);
    },

    async discardUnsaved(key) {
      try {
        const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.key, key));
        if (!row) await deleteFiles(key);
      } catch (err) {
        // The sweep removes files no row owns once they are past the grace period.
        log.warn('could not remove the files of a failed upload', { key, err: String(err) });
      }
    },

    async sweep(now = new Date()) {
      const cutoff = new Date(now.getTime() - UPLOAD_GRACE_MS);
      let deleted = 0;
      for (;;) {
        // Rows are locked and deleted, then their files, then the transaction commits: a re-upload of
        // the same key waits for it, and a write that references an upload holds it locked
        // (ownedUploadKey), so this skips it.
        const keys = await db.transaction(async (tx) => {
          const rows = await queryRows<{ key: string }>(
            tx,
            sql`with referenced(key) as (
                  select substring(g.image_url from ${UPLOAD_URL_SQL_PATTERN}) from gigs g
                    where g.image_url like '/uploads/%'
                  union
                  select substring(i.url from ${UPLOAD_URL_SQL_PATTERN})
                    from marketplace_items m cross join unnest(m.images) as i(url)
                    where i.url like '/uploads/%'
                  union
                  select substring(p.profile_image from ${UPLOAD_URL_SQL_PATTERN}) from users p
                    where p.profile_image like '/uploads/%'
                )
                delete from uploads where id in (
                  select u.id from uploads u
                  where u.created_at < ${cutoff.toISOString()}::timestamptz
                    and not exists (select 1 from referenced r where r.key = u.key)
                  order by u.created_at
                  limit ${SWEEP_BATCH}
                  for update of u skip locked
                )
                returning key`,
          );
          for (const { key } of rows) await deleteFiles(key);
          return rows.map((r) => r.key);
        });
        deleted += keys.length;
        if (keys.length < SWEEP_BATCH) break;
      }

      // Files no row owns, past the grace period (a fresh one may belong to an upload in progress).
      let strayFiles = 0;
      const candidates = new Map<string, string[]>();
      for await (const file of storage.list()) {
        if (file.modifiedAt >= cutoff) continue;
        if (TEMP_FILE_NAME.test(file.name)) {
          await storage.delete(file.name);
          strayFiles++;
          continue;
        }
        const key = UPLOAD_FILE_NAME.exec(file.name)?.[1];
        if (key) candidates.set(key, [...(candidates.get(key) ?? []), file.name]);
      }
      const keys = [...candidates.keys()];
      for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
        const batch = keys.slice(i, i + LOOKUP_BATCH);
        const owned = new Set(
          (await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, batch))).map(
            (r) => r.key,
          ),
        );
        for (const key of batch) {
          if (owned.has(key)) continue;
          for (const name of candidates.get(key) ?? []) {
            await storage.delete(name);
            strayFiles++;
          }
        }
      }
      if (deleted || strayFiles) log.info('upload sweep', { uploads: deleted, strayFiles });
      return { uploads: deleted, strayFiles };
    },
  };
}
