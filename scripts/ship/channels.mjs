// The canary and the previews of one remote's live record (docs/decisions/feature-team-shipping.md):
// pure changes of the entry, made under its row lock by scripts/ship.mjs. Making a version live
// for everyone is recordActivation (releases.mjs).
import { MAX_ACTIVATIONS, isReleaseId } from './releases.mjs';

const base = (entry) => (entry && typeof entry === 'object' ? entry : {});
const log = (entry, item) =>
  [...(Array.isArray(entry.activations) ? entry.activations : []), item].slice(-MAX_ACTIVATIONS);
const withoutPreview = (previews, id) =>
  Array.isArray(previews) ? previews.filter((p) => p?.id !== id) : [];

/** A whole percentage of visitors a canary may reach: 1 to 99 (0 is no canary, 100 is --promote). */
export function parseShare(text) {
  const share = Number(text);
  return Number.isInteger(share) && share >= 1 && share <= 99 ? share : NaN;
}

/** The entry with `id` the canary at `share` percent: logged, and no longer listed as a preview. */
export function startCanary(entry, id, share, { now = new Date() } = {}) {
  const previous = base(entry);
  const at = now.toISOString();
  const { previews, ...rest } = previous;
  const left = withoutPreview(previews, id);
  return {
    ...rest,
    canary: { id, share, startedAt: previous.canary?.id === id ? previous.canary.startedAt : at },
    activations: log(previous, { id, at, channel: 'canary', share }),
    ...(left.length ? { previews: left } : {}),
  };
}

/** The entry with its canary ended (logged with share 0); live is unchanged. */
export function endCanary(entry, { now = new Date(), rollback = false } = {}) {
  const previous = base(entry);
  if (!isReleaseId(previous.canary?.id)) return previous;
  const { canary, ...rest } = previous;
  const ended = {
    id: canary.id,
    at: now.toISOString(),
    channel: 'canary',
    share: 0,
    ...(rollback ? { rollback: true } : {}),
  };
  return { ...rest, activations: log(previous, ended) };
}

/** The entry with `id` listed as a preview (once). */
export function addPreview(entry, id, { now = new Date() } = {}) {
  const previous = base(entry);
  const previews = withoutPreview(previous.previews, id);
  return { ...previous, previews: [...previews, { id, publishedAt: now.toISOString() }] };
}
