// `npm run ship -- --list` (every remote: live, canary and share, previews, rollback target) and
// `npm run ship -- <folder> --list` (its published versions).

/** The lines of one remote's summary. */
export function remoteSummary(folder, entry) {
  const lines = [`${folder}`];
  lines.push(`  live             ${entry?.live ?? `none (its ${folder}/dist is served)`}`);
  lines.push(
    `  canary           ${entry?.canary ? `${entry.canary.id} at ${entry.canary.share} % since ${entry.canary.startedAt}` : 'none'}`,
  );
  const previews = Array.isArray(entry?.previews) ? entry.previews : [];
  lines.push(`  previews         ${previews.length ? previews.map((p) => p.id).join(', ') : 'none'}`);
  lines.push(
    `  rollback target  ${entry?.canary ? `ends the canary (live stays ${entry.live})` : (entry?.history?.at(-1) ?? 'none')}`,
  );
  return lines;
}

/** The lines of one remote's published versions, live, canary and previews marked. */
export function versionLines(folder, entry, versions) {
  if (!versions.length) return [`${folder}: nothing published yet (its ${folder}/dist is served)`];
  const previews = new Set((entry?.previews ?? []).map((p) => p.id));
  return versions.map((v) => {
    const mark =
      v.id === entry?.live ? '*' : v.id === entry?.canary?.id ? 'c' : previews.has(v.id) ? 'p' : ' ';
    const notes = [
      v.id === entry?.canary?.id ? `canary ${entry.canary.share} %` : null,
      previews.has(v.id) ? 'preview' : null,
      v.adopted ? 'adopted (served before its first ship)' : null,
    ].filter(Boolean);
    return `${mark} ${v.id}  published ${v.publishedAt}  shell runtime ${v.shellRuntime ?? 'any'}${notes.length ? `  (${notes.join(', ')})` : ''}`;
  });
}
