import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeTestUser, renderWithProviders, stubFetch } from '../../runtime/testing';
import type { GisId, GisPromptNotification } from './google/gis';
import SignInPage from './SignInPage';

const config = (googleClientId: string | null) => ({
  body: {
    googleClientId,
    googleScriptUrl: 'https://accounts.google.com/gsi/client',
    paymentProvider: 'sandbox',
    stripePublishableKey: null,
  },
});

/** An unsigned token with the claims the screen reads (the server verifies the real signature). */
function idToken(email: string): string {
  const b64 = (v: object) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'RS256' })}.${b64({ email, email_verified: true })}.sig`;
}

/** A stand-in for Google Identity Services: picks an account, or reports the prompt's outcome. */
function installGis(outcome: { credential: string } | GisPromptNotification): GisId {
  let callback: (r: { credential: string }) => void = () => undefined;
  const id: GisId = {
    initialize: jest.fn((c) => {
      callback = c.callback;
    }),
    prompt: jest.fn((listener) => {
      if ('credential' in outcome) callback(outcome);
      else listener?.(outcome);
    }),
    disableAutoSelect: jest.fn(),
    cancel: jest.fn(),
  };
  window.google = { accounts: { id } };
  return id;
}

const render = (route = '/auth') =>
  renderWithProviders(<SignInPage />, { route, path: route.split('?')[0], showLocation: true });

describe('SignInPage', () => {
  afterEach(() => {
    delete window.google;
    localStorage.clear();
  });

  it('shows the welcome heading, the .edu alert and the Google button', async () => {
    stubFetch({ 'GET /api/config': config('client-id') });
    render();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Campus Skills Marketplace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign in with your university Google account')).toBeInTheDocument();
    expect(screen.getByText('Important')).toBeInTheDocument();
    expect(screen.getByText('Only accounts with .edu email addresses are permitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
  });

  it('signs in with Google: posts the ID token, welcomes the user and goes to the redirect target', async () => {
    const user = makeTestUser();
    const api = stubFetch({
      'GET /api/config': config('client-id'),
      'POST /api/auth/google': { body: { user } },
      'POST /api/sync-session': { body: { ok: true } },
    });
    const gis = installGis({ credential: idToken('jordan.lee@asu.edu') });
    render('/auth?redirect=/create-gig');
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Signed in with your university Google account')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/google')[0]?.body).toEqual({ token: idToken('jordan.lee@asu.edu') });
    expect(gis.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-id', hd: '.edu' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/create-gig'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: user.id });
  });

  it('refuses a non-.edu Google account without calling the server', async () => {
    const api = stubFetch({ 'GET /api/config': config('client-id') });
    const gis = installGis({ credential: idToken('someone@gmail.com') });
    render();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('University Email Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please try signing in again with your university email address (ending with .edu). The product is exclusively for university students.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/auth/google')).toHaveLength(0);
    expect(gis.disableAutoSelect).toHaveBeenCalled();
  });

  it('says so when the user closes the Google window, and ignores a cancelled request', async () => {
    stubFetch({ 'GET /api/config': config('client-id') });
    installGis({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' });
    render();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Sign-in cancelled')).toBeInTheDocument();
    expect(screen.getByText('You closed the Google sign-in window.')).toBeInTheDocument();

    installGis({ isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('status', { name: /Sign-in/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sign-in failed')).not.toBeInTheDocument();
  });

  it('shows the server refusal and other Google errors as Sign-in failed', async () => {
    stubFetch({
      'GET /api/config': config('client-id'),
      'POST /api/auth/google': { status: 401, body: { message: 'Token expired' } },
    });
    installGis({ credential: idToken('jordan.lee@asu.edu') });
    render();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText('Token expired')).toBeInTheDocument();

    installGis({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' });
    fireEvent.click(button);
    expect(
      await screen.findByText('Google sign-in could not open (unregistered origin).'),
    ).toBeInTheDocument();
  });

  it('says when the browser has no web storage', async () => {
    stubFetch({ 'GET /api/config': config('client-id') });
    installGis({ credential: idToken('jordan.lee@asu.edu') });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Browser not supported')).toBeInTheDocument();
    expect(
      screen.getByText('Your browser does not support web storage, which is required for authentication.'),
    ).toBeInTheDocument();
    setItem.mockRestore();
  });

  it('disables Google sign-in and says why when the server has no client id', async () => {
    stubFetch({ 'GET /api/config': config(null) });
    render();
    expect(await screen.findByText(/Google sign-in is not set up on this server yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('signs in with e-mail and password', async () => {
    const api = stubFetch({ 'GET /api/config': config(null), 'POST /api/login': { body: makeTestUser() } });
    render('/login');
    fireEvent.change(screen.getByLabelText('University e-mail'), { target: { value: 'jordan.lee@asu.edu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      email: 'jordan.lee@asu.edu',
      password: 'secret123',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the login failure with the server message or the fallback', async () => {
    stubFetch({ 'GET /api/config': config(null), 'POST /api/login': { status: 401, body: {} } });
    render('/login');
    fireEvent.change(screen.getByLabelText('University e-mail'), { target: { value: 'jordan.lee@asu.edu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('checks the form before sending: .edu only, password of 6 or more', async () => {
    const api = stubFetch({ 'GET /api/config': config(null) });
    render('/login');
    fireEvent.change(screen.getByLabelText('University e-mail'), { target: { value: 'me@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
    expect(await screen.findByText('Must be a valid .edu email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('creates an account and then points to the verification code', async () => {
    const api = stubFetch({
      'GET /api/config': config(null),
      'POST /api/register': { status: 201, body: { message: 'Check your e-mail' } },
    });
    render('/register');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Rivera' } });
    fireEvent.change(screen.getByLabelText('University e-mail'), { target: { value: 'sam.rivera@asu.edu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the 6-digit code' })).toHaveAttribute(
      'href',
      '/verify-email?email=sam.rivera%40asu.edu',
    );
    expect(api.calls('POST /api/register')[0]?.body).toEqual({
      email: 'sam.rivera@asu.edu',
      password: 'secret123',
      firstName: 'Sam',
      lastName: 'Rivera',
    });
  });

  it('refuses a non-.edu registration with the spec message', async () => {
    const api = stubFetch({ 'GET /api/config': config(null) });
    render('/register');
    fireEvent.change(screen.getByLabelText('University e-mail'), { target: { value: 'sam@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must be a valid .edu email address')).toBeInTheDocument();
    expect(api.calls('POST /api/register')).toHaveLength(0);
  });

  it('sends a signed-in user away: home, or the redirect target', () => {
    stubFetch({ 'GET /api/config': config(null) });
    renderWithProviders(<SignInPage />, {
      route: '/auth?redirect=/messages',
      path: '/auth',
      user: makeTestUser(),
      showLocation: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/messages');
  });
});
