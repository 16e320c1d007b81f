import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Button, Icon, media } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { lazyPart } from '../../components/lazyPart';
import { Brand } from './Brand';
import { GigSearch } from './GigSearch';
import { IconButton } from './IconButton';
import { NavLinks } from './NavLinks';
import { BELOW_DESKTOP_NAV, DESKTOP_NAV, mainLinks } from './navItems';
import { CornerBadge, withUnreadCount } from './UnreadBadge';
import { UserMenu } from './UserMenu';
import { useUnreadCount } from './useUnreadCount';
import { usePageTitle } from '../title/usePageTitle';
import { useRemoteManifest } from '../../federation/useRemoteManifest';

const MobileMenu = lazyPart(() => import('./MobileMenu').then((m) => m.MobileMenu));
/** Signed in only: a visitor's page never downloads it (first-visit JavaScript). */
const NotificationBell = lazyPart(() => import('./NotificationBell').then((m) => m.NotificationBell));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 16px;
  ${media.sm} {
    padding: 0 24px;
  }
`;

const DesktopNav = styled.nav`
  ${BELOW_DESKTOP_NAV} {
    display: none;
  }
`;

const SearchSlot = styled.div`
  flex: 1;
  min-width: 150px;
  max-width: 280px;
  margin-left: auto;
  @media (max-width: 639.98px) {
    display: none;
  }
`;

/** The bell, the account menu or sign-in buttons, and the phone menu's button, at the bar's end. */
const End = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  ${media.sm} {
    gap: 8px;
    margin-left: 0;
  }
`;

/** The bell's place in the bar (an icon button's size), kept while its code loads: nothing moves. */
const BellSlot = styled.div`
  display: flex;
  min-width: 40px;
  min-height: 40px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${BELOW_DESKTOP_NAV} {
    display: none;
  }
`;

const MenuToggle = styled(IconButton)`
  position: relative;
  ${DESKTOP_NAV} {
    display: none;
  }
`;

/**
 * Top bar: brand, links, gig search, the notification bell and the account menu (or sign-in buttons);
 * a slide-out menu on phones, where the bell stays in the bar.
 */
export function Navbar() {
  const { user } = useAuth();
  const unread = useUnreadCount(user !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { manifest } = useRemoteManifest();
  usePageTitle(manifest);

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  const closeMenu = () => {
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <Header>
      <Bar>
        <Brand />
        <DesktopNav aria-label="Main">
          <NavLinks items={mainLinks(manifest, user !== null)} unreadCount={unread} />
        </DesktopNav>
        <SearchSlot>
          <GigSearch id="gig-search" />
        </SearchSlot>
        <End>
          {user && (
            <BellSlot>
              <NotificationBell />
            </BellSlot>
          )}
          <Actions>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button as={Link} to="/auth" variant="ghost" size="sm">
                  Log in
                </Button>
                <Button as={Link} to="/auth" size="sm">
                  Sign up
                </Button>
              </>
            )}
          </Actions>
          <MenuToggle
            ref={toggle}
            type="button"
            aria-label={withUnreadCount('Open menu', unread)}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={MobileMenu.preload}
            onFocus={MobileMenu.preload}
          >
            <Icon name="menu" size={24} />
            <CornerBadge count={unread} decorative />
          </MenuToggle>
        </End>
      </Bar>
      {menuOpen && <MobileMenu user={user} unreadCount={unread} onClose={closeMenu} />}
    </Header>
  );
}
