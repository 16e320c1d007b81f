import { CATEGORY_ICONS, type ServiceCategory } from '@campus/contracts';
import { Icon } from './Icon';
import type { IconName } from './paths';

export interface CategoryIconProps {
  name: ServiceCategory;
  size?: number;
  className?: string;
}

/** The icon of a service category (contracts' CATEGORY_ICONS names the drawing). */
export function CategoryIcon({ name, size = 24, className }: CategoryIconProps) {
  const icon = (CATEGORY_ICONS[name] ?? 'sparkles') as IconName;
  return <Icon name={icon} size={size} className={className} />;
}
