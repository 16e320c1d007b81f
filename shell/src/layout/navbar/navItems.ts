import { paths, type CurrentUser } from '@campus/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** Show the unread-message badge. */
  unread?: boolean;
}

export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Browse Gigs', to: paths.gigs() },
  { label: 'Marketplace', to: paths.marketplace },
];

export const SIGNED_IN_LINKS: NavItem[] = [
  { label: 'My Profile', to: paths.profile() },
  { label: 'Create Gig', to: paths.createGig },
  { label: 'Messages', to: paths.messages(), unread: true },
];

export const USER_MENU_LINKS: NavItem[] = [
  { label: 'My Profile', to: paths.profile() },
  { label: 'My Orders', to: paths.profile('orders') },
  { label: 'My Gigs', to: paths.profile('gigs') },
  { label: 'Sell Item', to: paths.marketplaceCreate },
];

/** The account menu's links: operators (OPERATOR_EMAILS) also get their dispute desk. */
export function userMenuLinks(user: Pick<CurrentUser, 'isOperator'>): NavItem[] {
  return user.isOperator
    ? [...USER_MENU_LINKS, { label: 'Open disputes', to: paths.operatorDisputes }]
    : USER_MENU_LINKS;
}

/** Width from which the full navigation shows; below it the slide-out menu takes over. */
export const DESKTOP_NAV = '@media (min-width: 1120px)';
/** Below DESKTOP_NAV (written as max-width so the desktop layout is the unconditioned default). */
export const BELOW_DESKTOP_NAV = '@media (max-width: 1119.98px)';
