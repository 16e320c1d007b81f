import type { ServedRemote } from '@campus/contracts';

/** The remotes this browser is shown a preview or a local build of (the campus_preview cookie). */
export function previewedRemotes(remotes: readonly ServedRemote[]): ServedRemote[] {
  return remotes.filter((r) => r.channel === 'preview' || r.channel === 'local');
}

/** 'mf-gigs 1.4.0' for release 1.4.0-3f9a1c2b, 'mf-gigs local' for the team's dev server. */
export function previewLabel(remote: Pick<ServedRemote, 'folder' | 'version' | 'channel'>): string {
  if (remote.channel === 'local') return `${remote.folder} local`;
  const semver = /^\d+\.\d+\.\d+/.exec(remote.version)?.[0] ?? remote.version;
  return `${remote.folder} ${semver}`;
}
