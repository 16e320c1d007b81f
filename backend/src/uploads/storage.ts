import { randomBytes } from 'node:crypto';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

/**
 * Where uploaded images are kept: flat names (`<key>.webp`), no folders. Local disk by default
 * (UPLOAD_DIR, served at /uploads by static/middleware.ts); an object store would implement the same.
 */
export interface UploadStorage {
  /** Writes the whole file or nothing: readers never see a half-written one. Replaces an existing file. */
  put(name: string, data: Buffer): Promise<void>;
  /** Removes the file; nothing happens when it does not exist. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored file (for the sweep of files no row owns), in no particular order. */
  list(): AsyncIterable<StoredFile>;
}

/** A flat file name (a temp file's starts with a dot): no separators, nothing a path could climb with. */
const SAFE_NAME = /^\.?\w[\w.-]*$/;

function checked(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`not a storable file name: ${name}`);
  return name;
}

/** A file being written: `.<name>.<random>.tmp` until it is renamed into place. */
export const TEMP_FILE_NAME = /^\.[\w.-]+\.[0-9a-f]{16}\.tmp$/;

/** The upload folder on local disk (created on first write). */
export function createDiskStorage(dir: string): UploadStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async put(name, data) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const temp = join(dir, `.${checked(name)}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temp, data, { mode: 0o644 });
        await rename(temp, join(dir, name));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async delete(name) {
      await rm(join(dir, checked(name)), { force: true });
    },
    async exists(name) {
      const info = await stat(join(dir, checked(name))).catch(() => null);
      return info?.isFile() ?? false;
    },
    async *list() {
      const folder = await opendir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!folder) return;
      for await (const entry of folder) {
        if (!entry.isFile()) continue;
        const info = await stat(join(dir, entry.name)).catch(() => null);
        if (info) yield { name: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}
