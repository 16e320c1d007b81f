import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../runtime/testing';
import { HomePage } from '../home/HomePage';
import VerifyEmailPage from './VerifyEmailPage';

const render = (route: string) =>
  renderWithProviders(<VerifyEmailPage />, { route, path: '/verify-email', showLocation: true });

describe('VerifyEmailPage', () => {
  it('submits the token from the address once, shows success and goes to login after 2 seconds', async () => {
    const api = stubFetch({ 'POST /api/verify-email': { body: { message: 'Email verified' } } });
    render('/verify-email?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.getByText('You can now log in to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.calls('POST /api/verify-email')).toHaveLength(1);
    expect(api.calls('POST /api/verify-email')[0]?.body).toEqual({ token: 'tok-123' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), {
      timeout: 3000,
    });
  });

  it('shows the spinner while verifying', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubFetch({ 'POST /api/verify-email': () => new Promise((resolve) => (answer = resolve)) });
    render('/verify-email?token=tok-123');
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    answer({ body: { message: 'ok' } });
    await screen.findByRole('heading', { name: 'Email Verified!' });
  });

  it('shows the server message and a failure toast when the token is refused', async () => {
    stubFetch({
      'POST /api/verify-email': { status: 400, body: { message: 'This verification link has expired' } },
    });
    render('/verify-email?token=old');
    expect(await screen.findByText('Verify your email')).toBeInTheDocument();
    await screen.findAllByText('This verification link has expired');
    // The page's alert and the destructive toast both say it.
    expect(screen.getAllByText('Verification failed')).toHaveLength(2);
    expect(screen.getAllByText('This verification link has expired')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
  });

  it('falls back to the spec texts when the server gives no message', async () => {
    stubFetch({ 'POST /api/verify-email': { status: 400, body: {} } });
    render('/verify-email?token=bad');
    expect(
      await screen.findByText('Invalid verification token. Please check your email for the correct link.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired verification token')).toBeInTheDocument();
  });

  it('keeps Verify Email disabled while the token is blank', () => {
    stubFetch({});
    render('/verify-email');
    const button = screen.getByRole('button', { name: 'Verify Email' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Verification token'), { target: { value: 'abc' } });
    expect(button).toBeEnabled();
  });

  it('says a blank token needs entering once the field was edited to blank', () => {
    stubFetch({});
    render('/verify-email');
    expect(screen.queryByText('Please enter a verification token')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification token'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Verification token'), { target: { value: '   ' } });
    expect(screen.getByText('Please enter a verification token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  });

  it('keeps what the user typed when the code is refused', async () => {
    stubFetch({ 'POST /api/verify-email/code': { status: 400, body: { message: 'Invalid code' } } });
    render('/verify-email?email=sam.rivera%40asu.edu');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findAllByText('Invalid code')).toHaveLength(2);
    expect(screen.getByLabelText('Verification code')).toHaveValue('111111');
  });

  it('verifies with the e-mail address and the 6-digit code', async () => {
    const api = stubFetch({ 'POST /api/verify-email/code': { body: { message: 'ok' } } });
    render('/verify-email?email=sam.rivera%40asu.edu');
    expect(screen.getByLabelText('University e-mail')).toHaveValue('sam.rivera@asu.edu');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Verification code must be 6 digits')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(api.calls('POST /api/verify-email/code')[0]?.body).toEqual({
      email: 'sam.rivera@asu.edu',
      code: '482913',
    });
  });
});

describe('Home with a token', () => {
  it('shows only the verification card, submits once and uses the home toasts', async () => {
    const api = stubFetch({ 'POST /api/verify-email': { body: { message: 'ok' } } });
    renderWithProviders(<HomePage />, { route: '/?token=abc', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(
      screen.getByText('Your email has been verified successfully. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Campus Skills Marketplace', { selector: 'h1' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/gigs')).toHaveLength(0);
    expect(api.calls('POST /api/verify-email')).toHaveLength(1);
  });
});
