import { readFile, stat } from 'node:fs/promises';

interface Cached {
  mtimeMs: number;
  size: number;
  value: unknown;
}

const cache = new Map<string, Cached>();

/**
 * A JSON file's parsed content, read again only when its mtime or size changed (files read on every
 * page request: remotes.json, each built dist's campus-remote.json). `undefined` when the file is
 * missing; `null` when it is not JSON.
 */
export async function readJsonFile(path: string): Promise<unknown> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) {
    cache.delete(path);
    return undefined;
  }
  const known = cache.get(path);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.value;
  let value: unknown = null;
  try {
    value = JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    // unreadable or not JSON: the caller says why it cannot use it
  }
  if (cache.size > 500) cache.clear();
  cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, value });
  return value;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
