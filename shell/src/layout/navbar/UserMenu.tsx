import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@campus/contracts';
import { Avatar, Icon, VisuallyHidden, focusRing } from '@campus/ui';
import { lazyPart } from '../../components/lazyPart';

const AccountMenu = lazyPart(() => import('./AccountMenu').then((m) => m.AccountMenu));

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

const Picture = styled.span`
  display: inline-flex;
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

/** Avatar button opening the account menu: My Profile, My Orders, My Gigs, Sell Item, Sign out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={AccountMenu.preload}
        onFocus={AccountMenu.preload}
      >
        {/* Named by its text, not an aria-label: the visible first name is part of the name, and the
            initials (a picture of the user) and the repeated first name stay out of it. */}
        <VisuallyHidden>Account menu for {user.firstName ?? user.email}</VisuallyHidden>
        <Picture aria-hidden="true">
          <Avatar firstName={user.firstName} lastName={user.lastName} size="sm" src={user.profileImage} />
        </Picture>
        <Name aria-hidden="true">{user.firstName ?? 'Account'}</Name>
        <Icon name="chevron-down" size={16} />
      </Trigger>
      {open && <AccountMenu id={menuId} user={user} onClose={close} />}
    </Wrap>
  );
}
