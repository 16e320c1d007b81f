import { and, eq } from 'drizzle-orm';
import { remoteLive, remoteReleaseFiles, remoteReleases } from '../db/schema';
import type { Db } from '../db/types';
import { isRecord } from './json-file';
import { RELEASE_ID, REMOTE_FOLDER, liveEntry, type LiveEntry, type ReleaseMeta } from './releases';

/**
 * The published releases and the live record, shared by every instance through PostgreSQL (written by
 * `npm run ship`, scripts/ship/store.mjs; docs/decisions/shared-releases.md). The record is read again
 * for every manifest, page and preview link (two queries of a few rows each), so the very next request
 * after a ship, made on any machine, gets it; a file request may use what was read within the last
 * `maxAgeMs`. A release's files never change once published: read once, kept by the caller.
 */
export interface ReleaseStore {
  /** What is published and live now, read from the database. */
  now(): Promise<ReleaseView>;
  /** As `now()`, or what was read at most `maxAgeMs` ago (enough for a release's immutable files). */
  recent(): Promise<ReleaseView>;
  /** One file of a release published (recently), or null. */
  file(folder: string, id: string, path: string): Promise<ReleaseFile | null>;
}

/** One reading of the shared record. */
export interface ReleaseView {
  /** The live record by remote folder (folders named as the registry names them). */
  live: ReadonlyMap<string, LiveEntry>;
  /** A published release's metadata, or null when it is not (or no longer) published. */
  meta(folder: string, id: string): ReleaseMeta | null;
}

export interface ReleaseFile {
  body: Buffer;
  /** When the release was published (its files' Last-Modified). */
  publishedAt: Date;
}

type Published = ReleaseMeta & { publishedAt: Date };

/** How old a reading a request for a release's file may use. */
export const RELEASES_MAX_AGE_MS = 1000;

const key = (folder: string, id: string) => `${folder}/${id}`;

function metaOf(id: string, meta: unknown): ReleaseMeta | null {
  if (!isRecord(meta) || typeof meta.version !== 'string') return null;
  return {
    id,
    version: meta.version,
    shellRuntime: typeof meta.shellRuntime === 'string' ? meta.shellRuntime : null,
  };
}

function viewOf(
  live: Map<string, LiveEntry>,
  releases: Map<string, Published>,
): ReleaseView & {
  published(folder: string, id: string): Published | undefined;
} {
  const published = (folder: string, id: string) =>
    REMOTE_FOLDER.test(folder) && RELEASE_ID.test(id) ? releases.get(key(folder, id)) : undefined;
  return {
    live,
    published,
    meta(folder, id) {
      const found = published(folder, id);
      return found ? { id: found.id, version: found.version, shellRuntime: found.shellRuntime } : null;
    },
  };
}

export function createReleaseStore(db: Db, { maxAgeMs = RELEASES_MAX_AGE_MS } = {}): ReleaseStore {
  let last: { at: number; view: ReturnType<typeof viewOf> } | null = null;

  async function read() {
    const at = Date.now();
    const [liveRows, releaseRows] = await Promise.all([
      db.select({ folder: remoteLive.folder, entry: remoteLive.entry }).from(remoteLive),
      db
        .select({
          folder: remoteReleases.folder,
          id: remoteReleases.id,
          meta: remoteReleases.meta,
          publishedAt: remoteReleases.publishedAt,
        })
        .from(remoteReleases),
    ]);
    const live = new Map<string, LiveEntry>();
    for (const row of liveRows)
      if (REMOTE_FOLDER.test(row.folder)) live.set(row.folder, liveEntry(row.entry));
    const releases = new Map<string, Published>();
    for (const row of releaseRows) {
      const meta = metaOf(row.id, row.meta);
      if (meta) releases.set(key(row.folder, row.id), { ...meta, publishedAt: row.publishedAt });
    }
    const view = viewOf(live, releases);
    if (!last || last.at <= at) last = { at, view };
    return view;
  }

  const recent = async () => (last && Date.now() - last.at < maxAgeMs ? last.view : read());

  return {
    now: read,
    recent,
    async file(folder, id, path) {
      const release = (await recent()).published(folder, id);
      if (!release) return null;
      const [row] = await db
        .select({ bytes: remoteReleaseFiles.bytes })
        .from(remoteReleaseFiles)
        .where(
          and(
            eq(remoteReleaseFiles.folder, folder),
            eq(remoteReleaseFiles.id, id),
            eq(remoteReleaseFiles.path, path),
          ),
        );
      return row ? { body: row.bytes, publishedAt: release.publishedAt } : null;
    },
  };
}
