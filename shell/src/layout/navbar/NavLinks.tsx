import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { focusRing } from '@campus/ui';
import type { NavItem } from './navItems';
import { UnreadBadge } from './UnreadBadge';
import { activeItemTo } from './activeItem';

const Item = styled(Link)<{ $vertical: boolean }>`
  display: ${({ $vertical }) => ($vertical ? 'flex' : 'inline-flex')};
  align-items: center;
  gap: 6px;
  padding: ${({ $vertical }) => ($vertical ? '12px 14px' : '8px 10px')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $vertical }) => ($vertical ? '1rem' : '0.9rem')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  align-items: ${({ $vertical }) => ($vertical ? 'stretch' : 'center')};
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  items: NavItem[];
  unreadCount: number;
  vertical?: boolean;
  onNavigate?(): void;
}

export function NavLinks({ items, unreadCount, vertical = false, onNavigate }: Props) {
  const current = activeItemTo(items, useLocation());
  return (
    <List $vertical={vertical}>
      {items.map((item) => (
        <li key={item.to}>
          <Item
            to={item.to}
            className={item.to === current ? 'active' : undefined}
            aria-current={item.to === current ? 'page' : undefined}
            $vertical={vertical}
            onClick={onNavigate}
          >
            {item.label}
            {item.unread && <UnreadBadge count={unreadCount} />}
          </Item>
        </li>
      ))}
    </List>
  );
}
