/** Paying the extra time through Stripe (only the external Stripe packages are replaced). */
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { loadStripe } from '@stripe/stripe-js';
import { CLIENT_SECRET, makeConfig, makeOrder } from '../../../test/fixtures';
import { currentLocation, expectToast, renderPostService } from '../../../test/render';
import { mockElements, mockElementsProps, mockStripe, resetStripeMocks } from '../../../test/stripe-mock';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('../../../test/stripe-mock').reactStripe);

function stubStripe(key: string | null) {
  return stubFetch({
    'GET /api/config': { body: makeConfig({ paymentProvider: 'stripe', stripePublishableKey: key }) },
    'POST /api/post-service-payment': { body: { clientSecret: CLIENT_SECRET, amount: 39.4 } },
    'POST /api/post-service-payment/complete': { body: makeOrder({ status: 'completed' }) },
  });
}

beforeEach(() => resetStripeMocks(jest.mocked(loadStripe)));

const pay = () => screen.getByRole('button', { name: /^Pay \$|^Processing/ });

it('confirms with Stripe (back to this page after a redirect), then completes the order', async () => {
  const { calls } = stubStripe('pk_test_campus');
  mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3Extra', status: 'succeeded' } });
  const { user } = renderPostService();
  await user.click(await screen.findByRole('button', { name: 'Stripe: complete the card' }));
  expect(mockElementsProps).toHaveBeenLastCalledWith(
    expect.objectContaining({ options: expect.objectContaining({ clientSecret: CLIENT_SECRET }) }),
  );
  expect(pay()).toHaveTextContent('Pay $39.40');
  await user.click(pay());
  expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
    elements: mockElements,
    confirmParams: { return_url: 'http://localhost/post-service-payment/31' },
    redirect: 'if_required',
  });
  await waitFor(() => expect(currentLocation()).toBe('/payment-success'));
  expect(calls('POST /api/post-service-payment/complete').map((r) => r.body)).toEqual([{ orderId: 31 }]);
});

it("shows the demo form without a publishable key: 'Demo Mode', nothing to pay", async () => {
  stubStripe(null);
  renderPostService();
  await expectToast('Demo Mode', 'Payments are not configured. This is a demo form.', false);
  expect(screen.getByLabelText('Card number')).toBeDisabled();
  expect(pay()).toHaveTextContent('Pay $39.40');
  expect(pay()).toBeDisabled();
});
