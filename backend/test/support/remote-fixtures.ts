import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteDeclaration } from '@campus/contracts';
import { remoteLive, remoteReleaseFiles, remoteReleases } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** Files of a STATIC_ROOT as the builds write them, and releases as `npm run ship` publishes them. */

export async function put(path: string, content: unknown): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(
    path,
    typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
  );
}

/** A declaration with one public route whose first paint says `heading`. */
export function declaration(path: string, page: string, heading: string): RemoteDeclaration {
  return {
    exposes: { [page]: `./src/exposes/${page.slice(2)}.tsx` },
    routes: [
      { path, page, guarded: false, title: heading, firstPaint: { heading, text: `${heading} text` } },
    ],
    nav: [{ label: heading, to: path, area: 'public', order: 10 }],
  };
}

/**
 * A published release, as `npm run ship` writes it into the database (scripts/ship/store.mjs): its
 * release.json as `meta`, and its files: the entry, (unless null) campus-remote.json, and `files`.
 */
export async function publishRelease(
  db: Db,
  folder: string,
  id: string,
  declared: RemoteDeclaration | null,
  shellRuntime: string | null = null,
  files: Record<string, string | Buffer> = {},
): Promise<void> {
  const publishedAt = new Date();
  await db.insert(remoteReleases).values({
    folder,
    id,
    meta: { id, version: id.split('-')[0], shellRuntime, publishedAt: publishedAt.toISOString() },
    publishedAt,
  });
  const all: Record<string, string | Buffer> = {
    'remoteEntry.js': `var ${folder.replace(/-/g, '_')};`,
    ...(declared ? { 'campus-remote.json': JSON.stringify(declared) } : {}),
    ...files,
  };
  await db
    .insert(remoteReleaseFiles)
    .values(
      Object.entries(all).map(([path, content]) => ({ folder, id, path, bytes: Buffer.from(content) })),
    );
}

export interface LiveFixture {
  live: string;
  canary?: { id: string; share: number };
}

/** The live record, replaced whole (one transaction, as a reader sees a ship's change). */
export async function writeLive(db: Db, record: Record<string, LiveFixture>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(remoteLive);
    const rows = Object.entries(record).map(([folder, e]) => ({
      folder,
      entry: {
        live: e.live,
        activatedAt: '2026-01-01T00:00:00.000Z',
        history: [],
        activations: [{ id: e.live, at: '2026-01-01T00:00:00.000Z', channel: 'live' }],
        ...(e.canary ? { canary: { ...e.canary, startedAt: '2026-01-02T00:00:00.000Z' } } : {}),
      },
    }));
    if (rows.length) await tx.insert(remoteLive).values(rows);
  });
}

/** Every release and live record gone. */
export async function clearReleases(db: Db): Promise<void> {
  await db.delete(remoteLive);
  await db.delete(remoteReleases);
}

/**
 * Waits until `test` holds: an instance reads the shared live record again within a second
 * (remotes/store.ts), so a change shows after a while, never at a fixed time.
 */
export async function until(what: string, test: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
