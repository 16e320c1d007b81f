import { fireEvent, screen, within } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { PROFILE_TABS, type ProfileTabDefinition } from '../tabs/registry';
import { user } from '../../../test/users';

const renderProfile = (u: CurrentUser | null = user(), route = '/profile') =>
  renderWithProviders(<ProfilePage />, { route, path: '/profile', user: u });

beforeEach(() => stubFetch({}));
afterEach(() => localStorage.clear());

describe('Profile tab (view)', () => {
  it('shows a verified student with contact details, skills and bio', () => {
    renderProfile(
      user({
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'jordan.lee@asu.edu',
        phoneNumber: '(480) 555-0101',
        skills: ['Calculus', 'Python'],
        bio: 'Math tutor and night owl.',
        rating: 4.5,
        reviewCount: 12,
        createdAt: '2025-01-15T10:00:00.000Z',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(screen.getByText('JL')).toBeInTheDocument();
    expect(screen.getByText('Arizona State University')).toBeInTheDocument();
    expect(screen.getByText('Verified Student')).toBeInTheDocument();
    expect(screen.queryByText('Email Not Verified')).not.toBeInTheDocument();
    expect(screen.getByText('jordan.lee@asu.edu')).toBeInTheDocument();
    expect(screen.getByText('(480) 555-0101')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.5 out of 5 from 12 reviews')).toBeInTheDocument();
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((s) => s.textContent)).toEqual(['Calculus', 'Python']);
    expect(screen.getByText('Math tutor and night owl.')).toBeInTheDocument();
    expect(screen.getByText('Your profile is complete and visible to others')).toBeInTheDocument();
    expect(screen.getByText('Profile Completeness')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('shows the fallbacks and the unverified state', () => {
    renderProfile(user({ isVerified: false, phoneNumber: null, skills: [], bio: null }));
    expect(screen.getByText('Email Not Verified')).toBeInTheDocument();
    expect(screen.queryByText('Verified Student')).not.toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('No skills added yet')).toBeInTheDocument();
    expect(screen.getByText('No bio provided. Edit your profile to add a bio.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('asks for sign-in without a user', () => {
    renderProfile(null);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('You need to be logged in to view your profile.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Profile'],
    ['/profile?tab=profile', 'Profile'],
    ['/profile?tab=gigs', 'My Gigs'],
    // Tabs not built yet are not offered: their address shows the first tab.
    ['/profile?tab=orders', 'Profile'],
    ['/profile?tab=dashboard', 'Profile'],
  ])('shows the tabs that work, Profile and My Gigs (%s selects %s)', async (route, selected) => {
    stubFetch({ 'GET /api/gigs': { body: { items: [], nextCursor: null } } });
    renderProfile(user({ firstName: 'Jordan', lastName: 'Lee' }), route);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'My Gigs']);
    expect(screen.getByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: selected })).toBeInTheDocument();
    if (selected === 'My Gigs') expect(await screen.findByText('No gigs found')).toBeInTheDocument();
  });

  it('shows no tab strip when there is one tab only', () => {
    renderWithProviders(<ProfilePage tabs={PROFILE_TABS.slice(0, 1)} />, {
      route: '/profile?tab=gigs',
      path: '/profile',
      user: user({ firstName: 'Jordan', lastName: 'Lee' }),
    });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('lets ?tab= preselect a tab and a click switch tabs', () => {
    const orders: ProfileTabDefinition = {
      id: 'orders',
      label: 'My Orders',
      Panel: () => <p>No orders found</p>,
    };
    renderWithProviders(<ProfilePage tabs={[...PROFILE_TABS, orders]} />, {
      route: '/profile?tab=orders',
      path: '/profile',
      user: user(),
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'My Gigs', 'My Orders']);
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My Orders' })).toHaveTextContent('No orders found');
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
