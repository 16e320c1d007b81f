import { fireEvent, screen, within } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { PROFILE_TABS, type ProfileTabDefinition } from '../tabs/registry';
import { user } from '../../../test/users';

const renderProfile = (u: CurrentUser | null = user(), route = '/profile') =>
  renderWithProviders(<ProfilePage />, { route, path: '/profile', user: u });

beforeEach(() =>
  stubFetch({ 'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: false } } }),
);
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
    ['/profile?tab=orders', 'My Orders'],
    ['/profile?tab=dashboard', 'Dashboard'],
    // An unknown tab shows the first one.
    ['/profile?tab=settings', 'Profile'],
  ])('shows the tabs Profile, My Gigs, My Orders and Dashboard (%s selects %s)', async (route, selected) => {
    stubFetch({
      'GET /api/gigs': { body: { items: [], nextCursor: null } },
      'GET /api/orders': { body: [] },
      'GET /api/payouts': { body: { payoutsEnabled: false, accountCreated: false } },
      'GET /api/dashboard': {
        body: {
          activeGigs: 0,
          completedOrders: 0,
          totalEarnings: 0,
          totalSpent: 0,
          balances: { inEscrow: 0, payable: 0, paidOut: 0 },
        },
      },
    });
    renderProfile(user({ firstName: 'Jordan', lastName: 'Lee' }), route);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'My Gigs',
      'My Orders',
      'Dashboard',
    ]);
    expect(screen.getByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: selected })).toBeInTheDocument();
    if (selected === 'My Gigs') expect(await screen.findByText('No gigs found')).toBeInTheDocument();
    if (selected === 'My Orders') expect(await screen.findByText('No orders found')).toBeInTheDocument();
    if (selected === 'Dashboard') expect(await screen.findByText('No gigs available')).toBeInTheDocument();
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
    const dashboard: ProfileTabDefinition = {
      id: 'dashboard',
      label: 'Dashboard',
      Panel: () => <p>No recent activity</p>,
    };
    // The first three tabs and a stand-in for the Dashboard (no network needed).
    renderWithProviders(<ProfilePage tabs={[...PROFILE_TABS.slice(0, 3), dashboard]} />, {
      route: '/profile?tab=dashboard',
      path: '/profile',
      user: user(),
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'My Gigs',
      'My Orders',
      'Dashboard',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toHaveTextContent('No recent activity');
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});
