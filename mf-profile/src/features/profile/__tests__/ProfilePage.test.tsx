import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/kit-testing';
import ProfilePage from '../ProfilePage';
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
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
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
    expect(screen.queryByRole('link', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('shows the fallbacks and the unverified state', () => {
    renderProfile(user({ isVerified: false, phoneNumber: null, skills: [], bio: null }));
    expect(screen.getByText('Email Not Verified')).toBeInTheDocument();
    expect(screen.queryByText('Verified Student')).not.toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('No skills added yet')).toBeInTheDocument();
    expect(screen.getByText('No bio provided. Edit your profile to add a bio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend' })).toHaveAttribute('href', '/verify-email');
  });

  it('asks for sign-in without a user', () => {
    renderProfile(null);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('You need to be logged in to view your profile.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('lists only the tabs that exist and falls back to Profile for an unknown ?tab=', () => {
    renderProfile(user(), '/profile?tab=orders');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile']);
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
  });
});
