import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { cacheControlFor } from './cache-policy';
import { BROTLI_QUALITY, compressInChild, GZIP_LEVEL, type CompressMany } from './compress-child';
import type { Encoding } from './encoding';
import { contentType, isCompressible } from './mime';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller files gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;

export interface Representation {
  body: Buffer;
  encoding: Encoding;
  etag: string;
}

interface Entry {
  mtimeMs: number;
  size: number;
  type: string;
  cacheControl: string;
  lastModified: string;
  identity: Representation;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Representation | null>>>;
}

export interface WarmOptions {
  /** compressInChild by default. */
  compressMany?: CompressMany;
  /** Why the files were compressed in this process after all. */
  onChildFailure?: (err: unknown) => void;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  lastModified: string;
  /** The best representation for the accepted encoding (compressed ones are made once and kept). */
  representation(encoding: Encoding): Promise<Representation>;
}

/**
 * Files of the built bundles, kept in memory with their gzip and brotli forms. Each lookup checks
 * the file's mtime and size, so replacing a bundle on disk takes effect without a restart.
 */
export class StaticFileCache {
  private readonly entries = new Map<string, Promise<Entry | null>>();

  private readonly immutables = new Map<string, Promise<Entry | null>>();

  async get(path: string): Promise<StaticFile | null> {
    const entry = await this.entry(path);
    return entry ? served(entry) : null;
  }

  private async entry(path: string): Promise<Entry | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    let pending = this.entries.get(path);
    let entry = pending ? await pending : null;
    if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
      pending = this.load(path, info.mtimeMs, info.size, info.mtime);
      this.entries.set(path, pending);
      entry = await pending;
    }
    return entry;
  }

  /**
   * A file that never changes (a published release's, read from the database): `load` runs once per
   * `key` and the file is kept with its compressed forms. A file not found is asked again next time.
   */
  async immutable(
    key: string,
    name: string,
    load: () => Promise<{ body: Buffer; lastModified: Date } | null>,
  ): Promise<StaticFile | null> {
    let pending = this.immutables.get(key);
    if (!pending) {
      pending = load().then((file) => (file ? entryOf(name, file.body, file.lastModified) : null));
      this.immutables.set(key, pending);
    }
    const entry = await pending.catch(() => null);
    if (!entry) this.immutables.delete(key);
    return entry ? served(entry) : null;
  }

  /**
   * Loads and compresses every file below `dirs` ahead of the first request, in a child process
   * (compress-child.ts: the compressors' memory leaves with it); in this one when that fails
   * (`onChildFailure` is told why). A file asked for meanwhile is compressed as it is asked.
   */
  async warm(
    dirs: string[],
    { compressMany = compressInChild, onChildFailure = () => undefined }: WarmOptions = {},
  ): Promise<number> {
    const entries: Entry[] = [];
    for (const dir of dirs)
      for (const file of await listFiles(dir)) {
        const entry = await this.entry(file);
        if (entry) entries.push(entry);
      }
    const todo = entries.filter((e) => !e.compressed.br || !e.compressed.gzip);
    try {
      const forms = await compressMany(todo.map((e) => e.identity.body));
      todo.forEach((e, i) => {
        const f = forms[i];
        if (!f) throw new Error(`the compressing process answered ${forms.length} files of ${todo.length}`);
        e.compressed.br ??= Promise.resolve(representationOf(e.identity, 'br', f.br));
        e.compressed.gzip ??= Promise.resolve(representationOf(e.identity, 'gzip', f.gzip));
      });
    } catch (err) {
      onChildFailure(err);
      for (const e of todo)
        await Promise.all([served(e).representation('br'), served(e).representation('gzip')]);
    }
    return entries.length;
  }

  private async load(path: string, mtimeMs: number, size: number, mtime: Date): Promise<Entry | null> {
    const body = await readFile(path).catch(() => null);
    return body ? { ...entryOf(path, body, mtime), mtimeMs, size } : null;
  }
}

function entryOf(path: string, body: Buffer, modified: Date): Entry {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  const entry: Entry = {
    mtimeMs: modified.getTime(),
    size: body.length,
    type: contentType(path),
    cacheControl: cacheControlFor(path),
    lastModified: modified.toUTCString(),
    identity: { body, encoding: 'identity', etag: `"${hash}"` },
    compressed: {},
  };
  if (!isCompressible(path) || body.length < MIN_COMPRESS_BYTES) {
    entry.compressed = { br: Promise.resolve(null), gzip: Promise.resolve(null) };
  }
  return entry;
}

function served(e: Entry): StaticFile {
  return {
    type: e.type,
    cacheControl: e.cacheControl,
    lastModified: e.lastModified,
    representation: async (encoding) => {
      if (encoding === 'identity') return e.identity;
      return (await (e.compressed[encoding] ??= compress(e.identity, encoding))) ?? e.identity;
    },
  };
}

async function compress(identity: Representation, encoding: 'br' | 'gzip'): Promise<Representation | null> {
  const input = identity.body;
  const body =
    encoding === 'br'
      ? await brotli(input, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : await gz(input, { level: GZIP_LEVEL });
  return representationOf(identity, encoding, body);
}

/** The compressed form, or null when it is no smaller than the file. */
function representationOf(
  identity: Representation,
  encoding: 'br' | 'gzip',
  body: Buffer,
): Representation | null {
  if (body.length >= identity.body.length) return null;
  return { body, encoding, etag: `${identity.etag.slice(0, -1)}-${encoding}"` };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const full = join(dir, e.name);
      if (e.isDirectory()) return listFiles(full);
      return Promise.resolve(e.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}
