/** The Stripe branch. Only the external Stripe packages are replaced (src/test/stripe-mock.ts). */
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { loadStripe } from '@stripe/stripe-js';
import { CLIENT_SECRET, makeConfig, makeGig } from '../../../test/fixtures';
import { currentLocation, expectToast, renderCheckout } from '../../../test/render';
import {
  mockElements,
  mockElementsProps,
  mockPaymentFailed,
  mockStripe,
  resetStripeMocks,
} from '../../../test/stripe-mock';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('../../../test/stripe-mock').reactStripe);

function stubStripe(key: string) {
  return stubFetch({
    'GET /api/gigs/7': { body: makeGig() },
    'GET /api/config': { body: makeConfig({ paymentProvider: 'stripe', stripePublishableKey: key }) },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
  });
}

beforeEach(() => resetStripeMocks(jest.mocked(loadStripe)));

const pay = () => screen.getByRole('button', { name: /^Pay \$|^Processing/ });

describe('paying with Stripe', () => {
  it('loads Stripe.js with the publishable key and gives Elements the intent’s client secret', async () => {
    stubStripe('pk_test_campus');
    renderCheckout();
    await screen.findByRole('button', { name: 'Stripe: complete the card' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_campus');
    expect(mockElementsProps).toHaveBeenLastCalledWith(
      expect.objectContaining({
        stripe: mockStripe,
        options: expect.objectContaining({ clientSecret: CLIENT_SECRET, appearance: expect.any(Object) }),
      }),
    );
    expect(screen.getByText(/^Test mode: use card 4242 4242 4242 4242/)).toBeInTheDocument();
  });

  it('enables Pay once the Payment Element is complete, confirms without a redirect and opens the success page', async () => {
    stubStripe('pk_test_campus');
    mockStripe.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_3Stripe', status: 'requires_capture' },
    });
    const { user } = renderCheckout();
    await screen.findByRole('button', { name: 'Stripe: complete the card' });
    expect(pay()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stripe: complete the card' }));
    expect(pay()).toHaveTextContent('Pay $26.40');
    await user.click(pay());
    expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
      elements: mockElements,
      confirmParams: { return_url: 'http://localhost/checkout/success' },
      redirect: 'if_required',
    });
    await waitFor(() => expect(currentLocation()).toBe('/checkout/success?payment_intent=pi_3Stripe'));
  });

  it("toasts 'Payment Failed' with Stripe's message and lets the student try again", async () => {
    stubStripe('pk_test_campus');
    mockStripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Stripe: complete the card' }));
    await user.click(pay());
    await expectToast('Payment Failed', 'Your card has insufficient funds.', true);
    expect(pay()).toBeEnabled();
    expect(currentLocation()).toBe('/checkout/7');
  });

  it("toasts 'Payment Error' when Stripe.js throws", async () => {
    stubStripe('pk_test_campus');
    mockStripe.confirmPayment.mockRejectedValue(new Error('Network request failed'));
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Stripe: complete the card' }));
    await user.click(pay());
    await expectToast('Payment Error', 'Network request failed', true);
  });

  it('hides the express checkout area when no wallet is available', async () => {
    stubStripe('pk_test_campus');
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Stripe: Apple Pay ready' }));
    expect(screen.getByText('Stripe: express checkout')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stripe: no wallet' }));
    expect(screen.queryByText('Stripe: express checkout')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stripe: complete the card' })).toBeInTheDocument();
  });

  it('confirms a wallet payment the same way, and tells the wallet sheet when it fails', async () => {
    stubStripe('pk_test_campus');
    mockStripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    mockStripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_wallet', status: 'requires_capture' },
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Stripe: wallet confirmed' }));
    await expectToast('Payment Failed', 'Your card was declined.', true);
    expect(mockPaymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    await user.click(screen.getByRole('button', { name: 'Stripe: wallet confirmed' }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout/success?payment_intent=pi_wallet'));
    expect(mockStripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('says payment cannot start when Stripe.js does not load', async () => {
    stubStripe('pk_live_unreachable');
    jest.mocked(loadStripe).mockResolvedValue(null);
    renderCheckout();
    expect(
      await screen.findByText('Could not initialize payment. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Test mode/)).not.toBeInTheDocument();
  });
});
