import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { fullName, type CurrentUser } from '@campus/contracts';
import { Icon } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { userMenuLinks } from './navItems';
import { useRemoteManifest } from '../../federation/useRemoteManifest';

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 50;
  min-width: 230px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Header = styled.div`
  padding: 10px 12px 12px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  font-size: 0.9rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.danger};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.dangerSoft};
    outline: none;
  }
`;

const ICONS = {
  'My Profile': 'user',
  'My Orders': 'shopping-bag',
  'My Gigs': 'briefcase',
  'Sell Item': 'tag',
  'Open disputes': 'shield-check',
} as const;

interface Props {
  id: string;
  user: CurrentUser;
  /** Closes the menu; `returnFocus` puts keyboard focus back on the button that opened it. */
  onClose(returnFocus?: boolean): void;
}

/** The open account menu (a separate download: not needed for the first paint). */
export function AccountMenu({ id, user, onClose }: Props) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const menu = useRef<HTMLDivElement>(null);
  const { manifest } = useRemoteManifest();

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      onClose();
    }
  };

  const signOut = async () => {
    onClose();
    // Leave first: a guarded page would otherwise send the signed-out user to sign-in.
    navigate('/');
    await logout();
  };

  return (
    <Menu ref={menu} id={id} role="menu" aria-label="Account" onKeyDown={onKeyDown}>
      <Header>
        <p>
          <strong>{fullName(user) || user.username}</strong>
        </p>
        <p>{user.email}</p>
      </Header>
      {userMenuLinks(manifest, user).map((item) => (
        <MenuLink key={item.to} to={item.to} role="menuitem" tabIndex={-1} onClick={() => onClose()}>
          <Icon name={ICONS[item.label as keyof typeof ICONS] ?? 'user'} size={16} />
          {item.label}
        </MenuLink>
      ))}
      <MenuButton type="button" role="menuitem" tabIndex={-1} onClick={signOut}>
        <Icon name="log-out" size={16} />
        Sign out
      </MenuButton>
    </Menu>
  );
}
