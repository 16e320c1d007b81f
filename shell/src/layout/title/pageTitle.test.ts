import { TEST_MANIFEST } from '../../federation/testManifest';
import { pageTitle } from './pageTitle';

const title = (path: string) => pageTitle(path, TEST_MANIFEST);

describe('pageTitle', () => {
  it("names the shell's pages and the remotes' pages by their declared titles, home by the product name", () => {
    expect(title('/')).toBe('Campus Skills Marketplace');
    expect(title('/gigs')).toBe('Browse Gigs · Campus Skills Marketplace');
    expect(title('/gigs/')).toBe('Browse Gigs · Campus Skills Marketplace');
    expect(title('/gigs/12')).toBe('Gig details · Campus Skills Marketplace');
    expect(title('/gigs/12/edit')).toBe('Edit Gig · Campus Skills Marketplace');
    expect(title('/checkout/success')).toBe('Payment · Campus Skills Marketplace');
    expect(title('/checkout/3')).toBe('Complete Your Booking · Campus Skills Marketplace');
    expect(title('/marketplace/create')).toBe('List an Item for Sale · Campus Skills Marketplace');
    expect(title('/terms-of-service')).toBe('Terms of Service · Campus Skills Marketplace');
    expect(title('/orders/31')).toBe('Order details · Campus Skills Marketplace');
    expect(title('/operator/disputes')).toBe('Open disputes · Campus Skills Marketplace');
    expect(title('/notifications')).toBe('Notifications · Campus Skills Marketplace');
  });

  it('ranks as the router does: a static segment before a parameter, whatever the declaration order', () => {
    const reversed = {
      remotes: TEST_MANIFEST.remotes.map((r) => ({ ...r, routes: [...r.routes].reverse() })),
    };
    expect(pageTitle('/checkout/success', reversed)).toBe('Payment · Campus Skills Marketplace');
    expect(pageTitle('/marketplace/create', reversed)).toBe(
      'List an Item for Sale · Campus Skills Marketplace',
    );
  });

  it('calls any other address the not-found page once the manifest is known', () => {
    expect(title('/gigs/12/extra')).toBe('404 Page Not Found · Campus Skills Marketplace');
    expect(title('/nowhere/at/all')).toBe('404 Page Not Found · Campus Skills Marketplace');
  });

  it('names an address of no shell page by the product alone while the manifest is not known', () => {
    expect(pageTitle('/gigs', null)).toBe('Campus Skills Marketplace');
    expect(pageTitle('/privacy-policy', null)).toBe('Privacy Policy · Campus Skills Marketplace');
  });
});
