import { paths, type CurrentUser, type RemoteManifest, type RemoteNavEntry } from '@campus/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** Show the unread-message badge. */
  unread?: boolean;
}

/** The shell's own entry: every other one comes from the remotes, in the live manifest. */
export const HOME_LINK: NavItem = { label: 'Home', to: paths.home };

/** The manifest's entries of one menu area, by `order` (a tie keeps the manifest's order). */
export function navEntries(manifest: RemoteManifest | null, area: RemoteNavEntry['area']): NavItem[] {
  if (!manifest) return [];
  return manifest.remotes
    .flatMap((remote) => remote.nav.filter((entry) => entry.area === area))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => ({
      label: entry.label,
      to: entry.to,
      ...(entry.badge === 'unread-messages' ? { unread: true } : {}),
    }));
}

/** The navbar's links: Home and the public entries; signed-in students also get theirs. */
export function mainLinks(manifest: RemoteManifest | null, signedIn: boolean): NavItem[] {
  return [
    HOME_LINK,
    ...navEntries(manifest, 'public'),
    ...(signedIn ? navEntries(manifest, 'signedIn') : []),
  ];
}

/** The account menu's links: operators (OPERATOR_EMAILS) also get the operator entries. */
export function userMenuLinks(
  manifest: RemoteManifest | null,
  user: Pick<CurrentUser, 'isOperator'>,
): NavItem[] {
  return [...navEntries(manifest, 'userMenu'), ...(user.isOperator ? navEntries(manifest, 'operator') : [])];
}

/** Width from which the full navigation shows; below it the slide-out menu takes over. */
export const DESKTOP_NAV = '@media (min-width: 1120px)';
/** Below DESKTOP_NAV (written as max-width so the desktop layout is the unconditioned default). */
export const BELOW_DESKTOP_NAV = '@media (max-width: 1119.98px)';
