// `--prune` (and the clean-up after each ship): removes the published versions of a remote no page can
// still need (prunePlan says which: never the live one, the canary, a preview, the rollback target or
// one live within the grace period), and the leftovers of interrupted ships.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readLive, updateLive } from './live.mjs';
import { RELEASE_ID, prunePlan } from './releases.mjs';
import { releaseStore } from './store.mjs';

/** Run with the remote's ship lock held (a dry run needs none). */
export function pruneRemote(staticRoot, folder, { dryRun = false, verbose = true, keep, graceMs, command }) {
  const store = releaseStore(staticRoot);
  const dir = join(store.root, folder);
  const entry = readLive(staticRoot)[folder];
  if (!entry || !RELEASE_ID.test(entry.live ?? '')) {
    console.log(`ship: ${folder} has no live release: nothing to prune`);
    return;
  }
  const published = store.published(folder).map((v) => v.id);
  const plan = prunePlan({ entry, published, now: Date.now(), keep, graceMs });
  if (verbose) for (const k of plan.keep) console.log(`ship: ${folder} keeps ${k.id} (${k.reason})`);
  for (const r of plan.remove) {
    const when = `${r.logged ? 'last live' : 'last live before'} ${new Date(r.lastLive).toISOString()}`;
    console.log(`ship: ${folder} ${dryRun ? 'would remove' : 'removes'} ${r.id} (${when})`);
  }
  const leftovers = existsSync(dir)
    ? readdirSync(dir).filter((name) => name.startsWith('.tmp-') || name.startsWith('.trash-'))
    : [];
  if (dryRun) {
    for (const name of leftovers) console.log(`ship: ${folder} would remove ${name} (an interrupted ship's)`);
    if (!plan.remove.length) console.log(`ship: ${folder} has nothing to prune`);
    return;
  }
  if (plan.remove.length) {
    // The record first: the history (the rollback stack) never names a removed version.
    const removed = new Set(plan.remove.map((r) => r.id));
    updateLive(
      staticRoot,
      folder,
      (current) => ({ ...current, history: (current?.history ?? []).filter((id) => !removed.has(id)) }),
      command,
    );
    for (const { id } of plan.remove) {
      // Renamed aside first, so no request is ever served from a half-removed folder.
      const trash = join(dir, `.trash-${id}-${process.pid}`);
      renameSync(join(dir, id), trash);
      rmSync(trash, { recursive: true, force: true });
    }
  }
  // Under the ship lock no other ship writes here: these are from ships that were interrupted.
  for (const name of leftovers) rmSync(join(dir, name), { recursive: true, force: true });
  if (verbose && !plan.remove.length) console.log(`ship: ${folder} has nothing to prune`);
}
