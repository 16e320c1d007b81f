import type { ComponentType } from 'react';
import type { CurrentUser } from '@campus/contracts';
import { DashboardTab } from '../dashboard/DashboardTab';
import { MyGigsTab } from '../my-gigs/MyGigsTab';
import { MyOrdersTab } from '../my-orders/MyOrdersTab';
import { ProfileTab } from '../profile-tab/ProfileTab';

/** The tab ids the spec's `?tab=` parameter may carry. */
export type ProfileTabId = 'profile' | 'gigs' | 'orders' | 'dashboard';

export interface ProfileTabDefinition {
  id: ProfileTabId;
  label: string;
  Panel: ComponentType<{ user: CurrentUser }>;
}

/** Tabs shown on /profile, in order (the spec's: Profile, My Gigs, My Orders, Dashboard). */
export const PROFILE_TABS: readonly ProfileTabDefinition[] = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'gigs', label: 'My Gigs', Panel: MyGigsTab },
  { id: 'orders', label: 'My Orders', Panel: MyOrdersTab },
  { id: 'dashboard', label: 'Dashboard', Panel: DashboardTab },
];

/** The tab `?tab=` asks for when it exists, else the first one. */
export function selectTab(
  param: string | null,
  tabs: readonly ProfileTabDefinition[] = PROFILE_TABS,
): ProfileTabDefinition {
  const first = tabs[0];
  if (!first) throw new Error('PROFILE_TABS is empty');
  return tabs.find((t) => t.id === param) ?? first;
}
