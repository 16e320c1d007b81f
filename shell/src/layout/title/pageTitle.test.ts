import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names each route, the home page by the product name alone', () => {
    expect(pageTitle('/')).toBe('Campus Skills Marketplace');
    expect(pageTitle('/gigs')).toBe('Browse Gigs · Campus Skills Marketplace');
    expect(pageTitle('/gigs/')).toBe('Browse Gigs · Campus Skills Marketplace');
    expect(pageTitle('/gigs/12')).toBe('Gig details · Campus Skills Marketplace');
    expect(pageTitle('/gigs/12/edit')).toBe('Edit Gig · Campus Skills Marketplace');
    expect(pageTitle('/checkout/success')).toBe('Payment · Campus Skills Marketplace');
    expect(pageTitle('/checkout/3')).toBe('Complete Your Booking · Campus Skills Marketplace');
    expect(pageTitle('/marketplace/create')).toBe('List an Item for Sale · Campus Skills Marketplace');
    expect(pageTitle('/terms-of-service')).toBe('Terms of Service · Campus Skills Marketplace');
    expect(pageTitle('/orders/31')).toBe('Order details · Campus Skills Marketplace');
    expect(pageTitle('/operator/disputes')).toBe('Open disputes · Campus Skills Marketplace');
    expect(pageTitle('/notifications')).toBe('Notifications · Campus Skills Marketplace');
  });

  it('calls any other address the not-found page', () => {
    expect(pageTitle('/gigs/12/extra')).toBe('404 Page Not Found · Campus Skills Marketplace');
    expect(pageTitle('/nowhere/at/all')).toBe('404 Page Not Found · Campus Skills Marketplace');
  });
});
