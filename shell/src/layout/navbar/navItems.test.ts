import { servedRemote, TEST_MANIFEST } from '../../federation/testManifest';
import { mainLinks, navEntries, userMenuLinks } from './navItems';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('navigation from the live manifest', () => {
  it("keeps Home the shell's and adds the remotes' entries by area and order", () => {
    expect(labels(mainLinks(TEST_MANIFEST, false))).toEqual(['Home', 'Browse Gigs', 'Marketplace']);
    expect(labels(mainLinks(TEST_MANIFEST, true))).toEqual([
      'Home',
      'Browse Gigs',
      'Marketplace',
      'My Profile',
      'Create Gig',
      'Messages',
    ]);
    expect(labels(userMenuLinks(TEST_MANIFEST, { isOperator: false }))).toEqual([
      'My Profile',
      'My Orders',
      'My Gigs',
      'Sell Item',
    ]);
    expect(labels(userMenuLinks(TEST_MANIFEST, { isOperator: true })).at(-1)).toBe('Open disputes');
  });

  it('marks an entry with the unread-messages badge', () => {
    expect(navEntries(TEST_MANIFEST, 'signedIn').find((i) => i.label === 'Messages')?.unread).toBe(true);
    expect(
      navEntries(TEST_MANIFEST, 'signedIn').find((i) => i.label === 'Create Gig')?.unread,
    ).toBeUndefined();
  });

  it("shows only the shell's own entry until the manifest is known", () => {
    expect(labels(mainLinks(null, true))).toEqual(['Home']);
    expect(userMenuLinks(null, { isOperator: true })).toEqual([]);
  });

  it('adds the entry of a new remote without any shell change', () => {
    const manifest = {
      remotes: [
        ...TEST_MANIFEST.remotes,
        servedRemote('mf_events', { nav: [{ label: 'Events', to: '/events', area: 'public', order: 15 }] }),
      ],
    };
    expect(labels(mainLinks(manifest, false))).toEqual(['Home', 'Browse Gigs', 'Events', 'Marketplace']);
  });
});
