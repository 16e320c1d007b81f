import { screen } from '@testing-library/react';
import { makeTestUser, renderWithProviders } from '@campus/shell/testing';
import CreateGigPage from '../src/exposes/CreateGigPage';

it('says posting gigs opens soon and points to browsing', () => {
  renderWithProviders(<CreateGigPage />, { route: '/create-gig', user: makeTestUser({ id: 3 }) });
  expect(screen.getByRole('heading', { name: 'Posting gigs opens soon' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Gigs' })).toHaveAttribute('href', '/gigs');
});
