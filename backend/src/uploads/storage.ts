import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

/** A stored file opened for reading: its bytes and what an HTTP reply's caching headers need. */
export interface OpenedFile {
  /** The bytes; destroy it when they are not wanted after all (a 304, a HEAD). */
  body: Readable;
  size: number;
  modifiedAt: Date;
  /** An entity tag, quoted as HTTP sends it (weak on disk, the store's own on S3). */
  etag: string;
}

/**
 * Where uploaded images are kept: flat names (`<key>.webp`), no folders. Local disk by default
 * (UPLOAD_DIR), or an S3-compatible bucket (s3-storage.ts); `createUploadStorage` (create.ts) picks one
 * from the configuration, and /uploads serves from it (serve.ts).
 */
export interface UploadStorage {
  /** Writes the whole file or nothing: readers never see a half-written one. Replaces an existing file. */
  put(name: string, data: Buffer): Promise<void>;
  /** Removes the file; nothing happens when it does not exist. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored file (for the sweep of files no row owns), in no particular order. */
  list(): AsyncIterable<StoredFile>;
  /** The file to read, or null when there is none. */
  open(name: string): Promise<OpenedFile | null>;
}

/** A flat file name (a temp file's starts with a dot): no separators, nothing a path could climb with. */
const SAFE_NAME = /^\.?\w[\w.-]*$/;

export const isStorableName = (name: string) => SAFE_NAME.test(name) && !name.includes('..');

/** The name, or an error for one that no storage accepts (a bug in the caller, not user input). */
export function checked(name: string): string {
  if (!isStorableName(name)) throw new Error(`not a storable file name: ${name}`);
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
    async open(name) {
      // one descriptor for the size and the bytes: a file replaced in between cannot mix the two
      const handle = await open(join(dir, checked(name)), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
        throw err;
      });
      if (!handle) return null;
      const info = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: createReadStream('', { fd: handle, autoClose: true }),
        size: info.size,
        modifiedAt: info.mtime,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
  };
}
