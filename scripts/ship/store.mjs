// The published releases of <STATIC_ROOT>/releases/: <folder>/<version>-<hash>/ holds a remote's dist,
// never overwritten, with release.json ({ id, version, shellRuntime, publishedAt, adopted? }) and
// contract.json (contract.mjs); live.json is changed only under its lock (live.mjs).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
 * the same source built twice gets the same id (and a ship of it reuses the published folder).
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

export function releaseStore(staticRoot) {
  const root = join(staticRoot, 'releases');
  const dirOf = (folder, id) => join(root, folder, id);
  const isPublished = (folder, id) =>
    RELEASE_ID.test(id ?? '') && existsSync(join(dirOf(folder, id), 'release.json'));
  return {
    root,
    dirOf,
    isPublished,
    /** The published versions of `folder`, oldest first, each with its release.json. */
    published(folder) {
      const dir = join(root, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((id) => isPublished(folder, id))
        .map((id) => ({ id, ...readJson(join(dir, id, 'release.json'), {}) }))
        .sort((a, b) => String(a.publishedAt).localeCompare(String(b.publishedAt)));
    },
    /** A published release's release.json and contract.json (null when it has none). */
    release(folder, id) {
      return {
        meta: readJson(join(dirOf(folder, id), 'release.json'), {}),
        contract: readJson(join(dirOf(folder, id), 'contract.json'), null),
      };
    },
    /**
     * Publishes `dist` as `<version>-<hash>` unless that release exists (an unchanged build): copied
     * beside, then renamed into place, so a request never sees half a release. Returns its id and
     * whether it was new.
     */
    publish(folder, dist, { version, shellRuntime, contract, adopted = false }) {
      const id = `${version}-${contentHash(dist)}`;
      const target = dirOf(folder, id);
      if (existsSync(join(target, 'release.json'))) return { id, created: false };
      const tmp = join(root, folder, `.tmp-${id}-${process.pid}`);
      rmSync(tmp, { recursive: true, force: true });
      mkdirSync(dirname(tmp), { recursive: true });
      cpSync(dist, tmp, { recursive: true });
      const meta = {
        id,
        version,
        shellRuntime,
        publishedAt: new Date().toISOString(),
        ...(adopted ? { adopted } : {}),
      };
      if (contract) writeFileSync(join(tmp, 'contract.json'), `${JSON.stringify(contract, null, 2)}\n`);
      writeFileSync(join(tmp, 'release.json'), `${JSON.stringify(meta, null, 2)}\n`);
      renameSync(tmp, target);
      return { id, created: true };
    },
  };
}
