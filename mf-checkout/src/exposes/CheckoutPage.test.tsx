import { screen } from '@testing-library/react';
import { makeTestUser, renderWithProviders } from '@campus/shell/testing';
import CheckoutPage from './CheckoutPage';

it('says booking opens soon, charges nothing and links back to the gig', () => {
  renderWithProviders(<CheckoutPage />, {
    route: '/checkout/7',
    path: '/checkout/:gigId',
    user: makeTestUser(),
  });
  expect(screen.getByRole('heading', { name: 'Booking opens soon' })).toBeInTheDocument();
  expect(screen.getByText(/Nothing has been charged/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the gig' })).toHaveAttribute('href', '/gigs/7');
});
