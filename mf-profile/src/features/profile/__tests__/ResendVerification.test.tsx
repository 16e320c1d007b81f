import { fireEvent, screen } from '@testing-library/react';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { user } from '../../../test/users';

const renderProfile = (u: CurrentUser) =>
  renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user: u });

afterEach(() => localStorage.clear());

const unverified = () => user({ isVerified: false, email: 'sam.rivera@asu.edu' });

describe('Profile: Resend for an unverified e-mail address', () => {
  it("mails a fresh link and code to the user's address and says where it went", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = stubFetch({
      'POST /api/verify-email/resend': () => new Promise((resolve) => (answer = resolve)),
    });
    renderProfile(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer({
      body: { message: 'If this address has an account waiting for verification, we sent it a new link.' },
    });
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(
      screen.getByText('We sent a new verification link and 6-digit code to sam.rivera@asu.edu.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/verify-email/resend')).toHaveLength(1);
    expect(api.calls('POST /api/verify-email/resend')[0]?.body).toEqual({ email: 'sam.rivera@asu.edu' });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('offers the code form for the address', () => {
    stubFetch({});
    renderProfile(unverified());
    expect(screen.getByRole('link', { name: 'Enter code' })).toHaveAttribute(
      'href',
      '/verify-email?email=sam.rivera%40asu.edu',
    );
  });

  it('shows a destructive toast with the server message when refused', async () => {
    stubFetch({
      'POST /api/verify-email/resend': {
        status: 429,
        body: { message: 'Too many attempts. Please try again later.' },
      },
    });
    renderProfile(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Resend failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('falls back to its own message when the server gives none', async () => {
    stubFetch({ 'POST /api/verify-email/resend': { status: 503, body: {} } });
    renderProfile(unverified());
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Could not send the verification email. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('offers neither to a verified user', () => {
    stubFetch({});
    renderProfile(user({ isVerified: true }));
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter code' })).not.toBeInTheDocument();
  });
});
