import type { ItemStatus } from '@campus/contracts';
import type { BadgeVariant } from '@campus/ui';

/** Item status labels (spec section 2: Available / Pending / Sold). */
export const STATUS_LABELS: Record<ItemStatus, string> = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Sold',
};

export const STATUS_BADGES: Record<ItemStatus, BadgeVariant> = {
  available: 'default',
  pending: 'secondary',
  sold: 'destructive',
};
