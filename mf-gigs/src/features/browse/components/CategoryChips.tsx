import styled from 'styled-components';
import { SERVICE_CATEGORIES, serviceCategory, type ServiceCategory } from '@campus/contracts';
import { CategoryIcon, focusRing } from '@campus/ui';
import { useCategories } from '../../../api/get-categories';
import { SectionLabel } from './SectionLabel';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 12px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ $selected, theme }) => ($selected ? theme.colors.primaryHover : theme.colors.primarySoft)};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Category names from the server, known categories only; the built-in list until (or unless) they arrive. */
function useCategoryNames(): readonly ServiceCategory[] {
  const { data } = useCategories();
  if (!data) return SERVICE_CATEGORIES;
  const known = data.flatMap((name) => {
    const parsed = serviceCategory.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
  return known.length > 0 ? known : SERVICE_CATEGORIES;
}

interface CategoryChipsProps {
  selected: ServiceCategory | undefined;
  onToggle(category: ServiceCategory): void;
}

/** One chip per category: a click selects it, a second click clears it. */
export function CategoryChips({ selected, onToggle }: CategoryChipsProps) {
  const categories = useCategoryNames();
  return (
    <section aria-labelledby="gig-filter-categories">
      <SectionLabel id="gig-filter-categories">Categories</SectionLabel>
      <List role="group" aria-labelledby="gig-filter-categories">
        {categories.map((category) => {
          const isSelected = category === selected;
          return (
            <Chip
              key={category}
              type="button"
              aria-pressed={isSelected}
              $selected={isSelected}
              onClick={() => onToggle(category)}
            >
              <CategoryIcon name={category} size={16} />
              {category}
            </Chip>
          );
        })}
      </List>
    </section>
  );
}
