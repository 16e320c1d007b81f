// The live record of scripts/ship.mjs (a row per remote in remote_live, as live.json held it) and the
// pruning rules, kept free of the command line so they can be tested alone. One remote's entry
// (docs/decisions/feature-team-shipping.md):
//   {
//     "live": "0.2.0-bbbbbbbb",                  the version served to everyone outside a canary
//     "activatedAt": "2025-01-02T10:00:00.000Z",  when it was made live
//     "history": ["0.1.0-aaaaaaaa"],              the previously live versions, a stack: --rollback pops it
//     "activations": [                            every activation, oldest first (the last MAX_ACTIVATIONS)
//       { "id": "0.1.0-aaaaaaaa", "at": "...", "channel": "live" },
//       { "id": "0.2.0-bbbbbbbb", "at": "...", "channel": "canary", "share": 10 },   a canary started
//       { "id": "0.2.0-bbbbbbbb", "at": "...", "channel": "canary", "share": 0 }     ... and ended
//     ],
//     "canary": { "id": "0.3.0-cccccccc", "share": 10, "startedAt": "..." },   (channels.mjs)
//     "previews": [{ "id": "0.4.0-dddddddd", "publishedAt": "..." }]
//   }
// A version was live from its activation until the next live one, and a canary from its start until
// the next canary entry (its end) or its promotion; that is what the grace period is decided on.
// `history` alone cannot say it: a version rolled back from leaves the stack at once, yet pages loaded
// while it was live still load its chunks.

export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{8,}$/;
export const isReleaseId = (id) => typeof id === 'string' && RELEASE_ID.test(id);

/** A live-channel activation (entries logged before channels existed have none: they were live). */
export const isLiveActivation = (a) => (a.channel ?? 'live') === 'live';

/** Activations kept per remote. Older ones are dropped; see lastLiveTimes for why that stays safe. */
export const MAX_ACTIVATIONS = 50;

export const PRUNE_DEFAULTS = { keep: 2, graceMs: 24 * 3600_000 };

/** The entry's activations with a release id and a readable time, oldest first. */
export function activations(entry) {
  const list = Array.isArray(entry?.activations) ? entry.activations : [];
  return list.filter((a) => a && isReleaseId(a.id) && Number.isFinite(Date.parse(a.at)));
}

/**
 * The entry after making `id` live at `now`: the version live until then goes onto the history stack
 * (a rollback pops the stack instead), and the activation is logged with its time.
 */
export function recordActivation(entry, id, { rollback = false, now = new Date() } = {}) {
  const previous = entry && typeof entry === 'object' ? entry : {};
  const { canary, previews } = previous;
  let history = Array.isArray(previous.history) ? previous.history.filter(isReleaseId) : [];
  if (rollback) history = history.slice(0, -1);
  else if (isReleaseId(previous.live) && previous.live !== id) history = [...history, previous.live];
  let log = activations(previous);
  // A record written before activations were logged: its live version's activation is known.
  if (!log.length && isReleaseId(previous.live) && Number.isFinite(Date.parse(previous.activatedAt)))
    log = [
      { id: previous.live, at: new Date(Date.parse(previous.activatedAt)).toISOString(), channel: 'live' },
    ];
  const at = now.toISOString();
  const last = log.findLast(isLiveActivation);
  if (last?.id !== id) log = [...log, { id, at, channel: 'live', ...(rollback ? { rollback: true } : {}) }];
  const rest = {};
  // the canary stays a canary, unless it is the version made live (promoted); a preview made live is no longer one
  if (canary && canary.id !== id) rest.canary = canary;
  const stillPreviews = Array.isArray(previews) ? previews.filter((p) => p?.id !== id) : [];
  if (stillPreviews.length) rest.previews = stillPreviews;
  return { live: id, activatedAt: at, history, activations: log.slice(-MAX_ACTIVATIONS), ...rest };
}

/**
 * When each version was last live (ms since the epoch): `now` for the live one, the time of the
 * next activation for the others. `floor` is for a version the log does not name: every activation
 * since the log's first is logged, so such a version was replaced at that first logged activation or
 * earlier (dropping the oldest entries only makes `floor` later, so it stays on the safe side). With no
 * time recorded at all, `floor` is `now`: nothing is old enough to prune until a ship records times.
 */
export function lastLiveTimes(entry, now) {
  const log = activations(entry);
  const times = new Map();
  const served = (id, until) => times.set(id, Math.max(times.get(id) ?? -Infinity, until));
  log.forEach((a, i) => {
    const later = log.slice(i + 1);
    if (isLiveActivation(a)) {
      const next = later.find(isLiveActivation);
      served(a.id, next ? Date.parse(next.at) : now);
    } else if (a.share > 0) {
      // a canary: served until its end (the next canary entry) or its promotion
      const end = later.find((b) => !isLiveActivation(b) || b.id === a.id);
      served(a.id, end ? Date.parse(end.at) : now);
    }
  });
  if (isReleaseId(entry?.live)) times.set(entry.live, now);
  if (isReleaseId(entry?.canary?.id)) times.set(entry.canary.id, now);
  const activatedAt = Date.parse(entry?.activatedAt);
  const floor = log.length ? Date.parse(log[0].at) : Number.isFinite(activatedAt) ? activatedAt : now;
  return { times, floor };
}

/**
 * Which published versions of one remote to keep and which to remove. Kept: the live version, the
 * canary and the previews (pages may load them now), the
 * previous `keep` distinct versions of the history stack (the rollback target first; at least that
 * one, whatever `keep` says) and every version live at some moment of the last `graceMs`, so a page
 * loaded before a release keeps loading its lazy chunks. Everything else published is removed.
 */
export function prunePlan({
  entry,
  published,
  now,
  keep = PRUNE_DEFAULTS.keep,
  graceMs = PRUNE_DEFAULTS.graceMs,
}) {
  const reasons = new Map();
  if (isReleaseId(entry?.live)) reasons.set(entry.live, 'live');
  if (isReleaseId(entry?.canary?.id) && !reasons.has(entry.canary.id)) reasons.set(entry.canary.id, 'canary');
  for (const p of Array.isArray(entry?.previews) ? entry.previews : [])
    if (isReleaseId(p?.id) && !reasons.has(p.id)) reasons.set(p.id, 'preview');
  const history = Array.isArray(entry?.history) ? entry.history.filter(isReleaseId) : [];
  const rollbackTarget = history.at(-1);
  if (rollbackTarget && !reasons.has(rollbackTarget)) reasons.set(rollbackTarget, 'rollback target');
  const previous = [...new Set(history.toReversed())].filter((id) => !reasons.has(id));
  for (const id of previous.slice(0, Math.max(0, keep - 1))) reasons.set(id, 'previous version');
  const { times, floor } = lastLiveTimes(entry, now);
  const kept = [];
  const removed = [];
  for (const id of published) {
    const lastLive = times.get(id) ?? floor;
    if (reasons.has(id)) kept.push({ id, reason: reasons.get(id) });
    else if (now - lastLive < graceMs)
      kept.push({
        id,
        reason: `live ${formatDuration(now - lastLive)} ago, within the ${formatDuration(graceMs)} grace period`,
      });
    else removed.push({ id, lastLive, logged: times.has(id) });
  }
  return { keep: kept, remove: removed };
}

/** `24h`, `90m`, `2d`, `30s`, `500ms`, or a bare number of hours, in milliseconds (NaN when unreadable). */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(String(text ?? '').trim());
  if (!match) return NaN;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3600_000, d: 86_400_000 }[match[2] ?? 'h'];
  return Number(match[1]) * unit;
}

export function formatDuration(ms) {
  const round1 = (n) => String(Math.round(n * 10) / 10);
  if (ms >= 2 * 86_400_000) return `${round1(ms / 86_400_000)} d`;
  if (ms >= 3600_000) return `${round1(ms / 3600_000)} h`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 1000)} s`;
}
