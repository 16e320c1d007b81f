// Releases published before they moved to PostgreSQL (docs/decisions/shared-releases.md): a remote's
// <STATIC_ROOT>/releases/<folder>/<id>/ folders and its releases/live.json entry are imported once, when
// the database has no record of that remote yet, so an upgraded install keeps serving the version it
// served, with its rollback stack and previews.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { updateLive } from './live.mjs';
import { RELEASE_ID } from './releases.mjs';
import { readJson } from './store.mjs';

/** Imports `folder`'s releases and live entry from `<staticRoot>/releases`; the ids imported (none: nothing to import). */
export async function importLegacy(client, store, staticRoot, folder) {
  const dir = join(staticRoot, 'releases', folder);
  const entry = readJson(join(staticRoot, 'releases', 'live.json'), {})?.[folder];
  if (!entry || !RELEASE_ID.test(entry.live ?? '') || !existsSync(dir)) return [];
  const ids = readdirSync(dir).filter(
    (id) => RELEASE_ID.test(id) && existsSync(join(dir, id, 'release.json')),
  );
  if (!ids.includes(entry.live)) return [];
  for (const id of ids) {
    const meta = readJson(join(dir, id, 'release.json'), {});
    await store.importRelease(
      folder,
      id,
      join(dir, id),
      meta,
      readJson(join(dir, id, 'contract.json'), null),
    );
  }
  // the history and previews name only what was imported (a pruned folder is gone)
  const known = new Set(ids);
  await updateLive(client, folder, () => ({
    ...entry,
    history: (entry.history ?? []).filter((id) => known.has(id)),
    ...(entry.previews ? { previews: entry.previews.filter((p) => known.has(p?.id)) } : {}),
  }));
  return ids;
}
