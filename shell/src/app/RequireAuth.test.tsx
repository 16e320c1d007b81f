import { act, screen } from '@testing-library/react';
import { makeTestUser, renderWithProviders } from '../runtime/testing';
import { RequireAuth } from './RequireAuth';

const page = (
  <RequireAuth>
    <p>Create a New Gig</p>
  </RequireAuth>
);

describe('RequireAuth', () => {
  afterEach(() => jest.useRealTimers());

  it('sends visitors to sign-in with the address to come back to', () => {
    renderWithProviders(page, { route: '/create-gig?from=nav', path: '/create-gig', showLocation: true });
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?redirect=%2Fcreate-gig%3Ffrom%3Dnav');
  });

  it('renders the page for a signed-in user with a complete profile', () => {
    renderWithProviders(page, { route: '/create-gig', path: '/create-gig', user: makeTestUser() });
    expect(screen.getByText('Create a New Gig')).toBeInTheDocument();
  });

  it('sends an incomplete profile to /profile-completion about 0.5 s after the page loads', () => {
    jest.useFakeTimers();
    renderWithProviders(page, {
      route: '/create-gig',
      path: '/create-gig',
      user: makeTestUser({ isProfileComplete: false }),
      showLocation: true,
    });
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-gig');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile-completion');
  });
});
