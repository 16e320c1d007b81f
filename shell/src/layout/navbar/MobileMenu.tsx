import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { fullName, type CurrentUser } from '@campus/contracts';
import { Avatar, Button, Icon } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { Brand } from './Brand';
import { GigSearch } from './GigSearch';
import { IconButton } from './IconButton';
import { NavLinks } from './NavLinks';
import { mainLinks, userMenuLinks } from './navItems';
import { useRemoteManifest } from '../../federation/useRemoteManifest';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slide = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgba(15, 23, 42, 0.45);
  animation: ${fade} 0.2s ease-out;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: min(340px, 88vw);
  padding: 16px 18px 24px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slide} 0.22s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Section = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SectionTitle = styled.h2`
  margin: 0 0 4px 14px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 6px 8px;
  font-size: 0.9rem;
  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: 0.8125rem;
    word-break: break-all;
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
`;

interface Props {
  user: CurrentUser | null;
  unreadCount: number;
  onClose(): void;
}

/** The phone navigation: a panel sliding in from the right with search, links and the account. */
export function MobileMenu({ user, unreadCount, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { manifest } = useRemoteManifest();
  const main = mainLinks(manifest, user !== null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a, input')?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // Keep keyboard focus inside the panel while it is open.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(
      panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const signOut = async () => {
    onClose();
    // Leave first: a guarded page would otherwise send the signed-out user to sign-in.
    navigate('/');
    await logout();
  };

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise confine position: fixed.
  return createPortal(
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={onKeyDown}>
        <Top>
          <Brand onClick={onClose} />
          <IconButton type="button" aria-label="Close menu" onClick={onClose}>
            <Icon name="x" size={22} />
          </IconButton>
        </Top>
        <GigSearch id="mobile-gig-search" onSearched={onClose} />
        <Section aria-label="Main">
          <NavLinks items={main} unreadCount={unreadCount} vertical onNavigate={onClose} />
        </Section>
        {user ? (
          <Section aria-label="Account">
            <SectionTitle>Account</SectionTitle>
            <Who>
              <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImage} />
              <div>
                <p>
                  <strong>{fullName(user) || user.username}</strong>
                </p>
                <p>{user.email}</p>
              </div>
            </Who>
            <NavLinks
              items={userMenuLinks(manifest, user).filter((l) => !main.some((m) => m.to === l.to))}
              unreadCount={0}
              vertical
              onNavigate={onClose}
            />
            <Button type="button" variant="outline" onClick={signOut}>
              <Icon name="log-out" size={16} />
              Sign out
            </Button>
          </Section>
        ) : (
          <Buttons>
            <Button as={Link} to="/auth" variant="outline" onClick={onClose}>
              Log in
            </Button>
            <Button as={Link} to="/auth" onClick={onClose}>
              Sign up
            </Button>
          </Buttons>
        )}
      </Panel>
    </>,
    document.body,
  );
}
