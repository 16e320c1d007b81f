// `--prune` (and the clean-up after each ship): removes the published versions of a remote no page can
// still need (prunePlan says which: never the live one, the canary, a preview, the rollback target or
// one live within the grace period).
import { readLive, updateLive } from './live.mjs';
import { RELEASE_ID, prunePlan } from './releases.mjs';
import { releaseStore } from './store.mjs';

/** Run with the remote's ship lock held (a dry run needs none). */
export async function pruneRemote(client, folder, { dryRun = false, verbose = true, keep, graceMs }) {
  const store = releaseStore(client);
  const entry = (await readLive(client))[folder];
  if (!entry || !RELEASE_ID.test(entry.live ?? '')) {
    console.log(`ship: ${folder} has no live release: nothing to prune`);
    return;
  }
  const published = (await store.published(folder)).map((v) => v.id);
  const plan = prunePlan({ entry, published, now: Date.now(), keep, graceMs });
  if (verbose) for (const k of plan.keep) console.log(`ship: ${folder} keeps ${k.id} (${k.reason})`);
  for (const r of plan.remove) {
    const when = `${r.logged ? 'last live' : 'last live before'} ${new Date(r.lastLive).toISOString()}`;
    console.log(`ship: ${folder} ${dryRun ? 'would remove' : 'removes'} ${r.id} (${when})`);
  }
  if (dryRun || !plan.remove.length) {
    if (!plan.remove.length && (verbose || dryRun)) console.log(`ship: ${folder} has nothing to prune`);
    return;
  }
  // The record first: the history (the rollback stack) never names a removed version.
  const removed = new Set(plan.remove.map((r) => r.id));
  await updateLive(client, folder, (current) => ({
    ...current,
    history: (current?.history ?? []).filter((id) => !removed.has(id)),
  }));
  await store.remove(folder, [...removed]);
}
