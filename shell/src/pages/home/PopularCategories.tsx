import { Link } from 'react-router';
import styled from 'styled-components';
import { LIMITS, SERVICE_CATEGORIES } from '@campus/contracts';
import { CategoryIcon, focusRing } from '@campus/ui';
import { CardGrid } from './CardGrid';
import { HomeSection } from './Section';

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  height: 100%;
  padding: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: 0.9375rem;
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    border-color: #c7d2fe;
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-visible {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  padding: 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Up to 10 category tiles, each opening Browse Gigs filtered by it. */
export function PopularCategories() {
  return (
    <HomeSection
      id="categories"
      title="Popular Categories"
      subtitle="Find the help you need from students near you."
    >
      <CardGrid $columns={[2, 3, 5]} $gap={[12, 16]}>
        {SERVICE_CATEGORIES.slice(0, LIMITS.categoryTiles).map((category) => (
          <li key={category}>
            <Tile to={`/gigs?category=${encodeURIComponent(category)}`}>
              <IconBox>
                <CategoryIcon name={category} size={22} />
              </IconBox>
              {category}
            </Tile>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
