import { activeItemTo } from './activeItem';
import { TEST_MANIFEST } from '../../federation/testManifest';
import { mainLinks, userMenuLinks } from './navItems';

const USER_MENU_LINKS = userMenuLinks(TEST_MANIFEST, { isOperator: false });
const PUBLIC_LINKS = mainLinks(TEST_MANIFEST, false);

const at = (url: string) => {
  const u = new URL(url, 'http://x');
  return { pathname: u.pathname, search: u.search };
};

describe('activeItemTo', () => {
  it('marks only the profile tab the address names', () => {
    expect(activeItemTo(USER_MENU_LINKS, at('/profile?tab=orders'))).toBe('/profile?tab=orders');
    expect(activeItemTo(USER_MENU_LINKS, at('/profile?tab=gigs'))).toBe('/profile?tab=gigs');
    expect(activeItemTo(USER_MENU_LINKS, at('/profile'))).toBe('/profile');
  });

  it('matches sub-paths but treats home as exact', () => {
    expect(activeItemTo(PUBLIC_LINKS, at('/gigs/12'))).toBe('/gigs');
    expect(activeItemTo(PUBLIC_LINKS, at('/gigs?category=Design'))).toBe('/gigs');
    expect(activeItemTo(PUBLIC_LINKS, at('/'))).toBe('/');
    expect(activeItemTo(PUBLIC_LINKS, at('/privacy-policy'))).toBeUndefined();
  });
});
