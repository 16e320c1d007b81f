import { screen } from '@testing-library/react';
import { makeTestUser, renderWithProviders } from '@campus/shell/testing';
import MessagesPage from './MessagesPage';

it('says honestly that messaging opens soon and offers the way back', () => {
  renderWithProviders(<MessagesPage />, { user: makeTestUser() });
  expect(screen.getByRole('heading', { name: 'Messages open soon' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Gigs' })).toHaveAttribute('href', '/gigs');
});
