import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../runtime/testing';
import { HomePage } from '../home/HomePage';
import VerifyEmailPage from './VerifyEmailPage';

const NEUTRAL =
  'If this address has an account waiting for verification, we sent it a new link and 6-digit code.';

const render = (route: string) =>
  renderWithProviders(<VerifyEmailPage />, { route, path: '/verify-email', showLocation: true });

const openResend = () => fireEvent.click(screen.getByRole('button', { name: 'Send a new one' }));
const resendForm = () => screen.getByRole('form', { name: 'Send a new verification email' });

describe('VerifyEmailPage: send a new link and code', () => {
  it('sends the address from the page and shows the neutral answer inline and as a toast', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = stubFetch({
      'POST /api/verify-email/resend': () => new Promise((resolve) => (answer = resolve)),
    });
    render('/verify-email?email=sam.rivera%40asu.edu');
    expect(screen.getByText(/Link expired or lost the e-mail\?/)).toBeInTheDocument();
    openResend();
    const form = resendForm();
    expect(within(form).getByLabelText('E-mail to send it to')).toHaveValue('sam.rivera@asu.edu');
    fireEvent.click(within(form).getByRole('button', { name: 'Send link and code' }));
    expect(await within(form).findByRole('button', { name: /Sending/ })).toBeDisabled();
    answer({ body: { message: NEUTRAL } });
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    // the toast and the line under the form both say it
    expect(screen.getAllByText(NEUTRAL)).toHaveLength(2);
    expect(api.calls('POST /api/verify-email/resend')).toHaveLength(1);
    expect(api.calls('POST /api/verify-email/resend')[0]?.body).toEqual({ email: 'sam.rivera@asu.edu' });
    // the way to verify is still there
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeInTheDocument();
  });

  it('asks for a .edu address before sending anything', () => {
    const api = stubFetch({});
    render('/verify-email');
    openResend();
    const form = resendForm();
    fireEvent.change(within(form).getByLabelText('E-mail to send it to'), {
      target: { value: 'me@gmail.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send link and code' }));
    expect(within(form).getByText('Must be a valid .edu email address')).toBeInTheDocument();
    expect(api.calls('POST /api/verify-email/resend')).toHaveLength(0);
  });

  it('shows a destructive toast with the server message when refused (too many)', async () => {
    stubFetch({
      'POST /api/verify-email/resend': {
        status: 429,
        body: { message: 'Too many attempts. Please try again later.' },
      },
    });
    render('/verify-email?email=sam.rivera%40asu.edu');
    openResend();
    fireEvent.click(within(resendForm()).getByRole('button', { name: 'Send link and code' }));
    expect(await screen.findByText('Resend failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });

  it('falls back to a message of its own when the server gives none', async () => {
    stubFetch({ 'POST /api/verify-email/resend': { status: 503, body: {} } });
    render('/verify-email?email=sam.rivera%40asu.edu');
    openResend();
    fireEvent.click(within(resendForm()).getByRole('button', { name: 'Send link and code' }));
    expect(
      await screen.findByText('Could not send the verification email. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('is not on the home page token card', async () => {
    stubFetch({
      'POST /api/verify-email': { status: 400, body: { message: 'Invalid or expired verification token' } },
    });
    renderWithProviders(<HomePage />, { route: '/?token=abc', path: '/' });
    await screen.findAllByText('Invalid or expired verification token');
    expect(screen.queryByRole('button', { name: 'Send a new one' })).not.toBeInTheDocument();
  });
});
