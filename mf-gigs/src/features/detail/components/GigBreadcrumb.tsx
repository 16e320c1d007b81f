import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type ServiceCategory } from '@campus/contracts';
import { focusRing, Icon } from '@campus/ui';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textSubtle};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  a {
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** All Gigs > {category}. */
export function GigBreadcrumb({ category }: { category: ServiceCategory }) {
  return (
    <nav aria-label="Breadcrumb">
      <List>
        <li>
          <Link to={paths.gigs()}>All Gigs</Link>
          <Icon name="chevron-right" size={14} />
        </li>
        <li>
          <Link to={paths.gigs({ category })}>{category}</Link>
        </li>
      </List>
    </nav>
  );
}
