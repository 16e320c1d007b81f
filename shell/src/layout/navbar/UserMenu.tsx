import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@campus/contracts';
import { Avatar, Icon, focusRing, useAuth } from '@campus/shell/kit';
import { USER_MENU_LINKS } from './navItems';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px 4px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.9rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Name = styled.span`
  @media (max-width: 1399.98px) {
    display: none;
  }
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

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
} as const;

/** Avatar button opening the account menu: My Profile, My Orders, My Gigs, Sell Item, Sign out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const signOut = async () => {
    setOpen(false);
    // Leave first: a guarded page would otherwise send the signed-out user to sign-in.
    navigate('/');
    await logout();
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.firstName ?? user.email}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar firstName={user.firstName} lastName={user.lastName} size="sm" src={user.profileImage} />
        <Name>{user.firstName ?? 'Account'}</Name>
        <Icon name="chevron-down" size={16} />
      </Trigger>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
          <Header>
            <p>
              <strong>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}</strong>
            </p>
            <p>{user.email}</p>
          </Header>
          {USER_MENU_LINKS.map((item) => (
            <MenuLink key={item.to} to={item.to} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)}>
              <Icon name={ICONS[item.label as keyof typeof ICONS] ?? 'user'} size={16} />
              {item.label}
            </MenuLink>
          ))}
          <MenuButton type="button" role="menuitem" tabIndex={-1} onClick={signOut}>
            <Icon name="log-out" size={16} />
            Sign out
          </MenuButton>
        </Menu>
      )}
    </Wrap>
  );
}
