import type { StaticFile, StaticFileCache } from './file-cache';
import type { StaticRoots } from './middleware';
import { resolveInside } from './safe-path';

/** A file of a published release (files of a release never change: kept once read), or null. */
export async function releaseFile(
  roots: Pick<StaticRoots, 'releases'>,
  cache: StaticFileCache,
  folder: string,
  id: string,
  urlPath: string,
): Promise<StaticFile | null> {
  const { releases } = roots;
  // the same checks as a file on disk: no dot-segment, no escape, nothing undecodable
  const file = resolveInside('/release', urlPath);
  if (!releases || !file || !(await releases.recent()).meta(folder, id)) return null;
  const path = file.slice('/release/'.length);
  return cache.immutable(`${folder}/${id}/${path}`, path, () =>
    releases.file(folder, id, path).then((f) => f && { body: f.body, lastModified: f.publishedAt }),
  );
}
