/** Paying the extra time through Stripe (only the external Stripe packages are replaced). */
import { act, screen } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { loadStripe } from '@stripe/stripe-js';
import { CLIENT_SECRET, makeConfig, makeOrder } from '../../../test/fixtures';
import { currentLocation, currentToast, renderPostService } from '../../../test/render';
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

/**
 * Waits until `find` stops throwing, counting turns of the event loop rather than milliseconds: between
 * render and the card form the page only awaits promises (its answers, Stripe.js, the lazy form) and
 * React commits, no timer, so a busy machine makes each turn longer, never more of them. (findBy's
 * 1 s of wall time was not enough once, on a loaded machine: the first render compiles and warms up.)
 */
async function shown<T>(find: () => T, turns = 1000): Promise<T> {
  for (let turn = 0; ; turn++) {
    try {
      return find();
    } catch (err) {
      if (turn >= turns) throw err;
    }
    await act(() => new Promise<void>((next) => setTimeout(next, 0)));
  }
}

const pay = () => screen.getByRole('button', { name: /^Pay \$|^Processing/ });

it('confirms with Stripe (back to this page after a redirect), then completes the order', async () => {
  const { calls } = stubStripe('pk_test_campus');
  mockStripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3Extra', status: 'succeeded' } });
  const { user } = renderPostService();
  await user.click(await shown(() => screen.getByRole('button', { name: 'Stripe: complete the card' })));
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
  await shown(() => expect(currentLocation()).toBe('/payment-success?order=31'));
  expect(calls('POST /api/post-service-payment/complete').map((r) => r.body)).toEqual([{ orderId: 31 }]);
});

it("shows the demo form without a publishable key: 'Demo Mode', nothing to pay", async () => {
  stubStripe(null);
  renderPostService();
  await shown(() =>
    expect(currentToast()).toEqual({
      title: 'Demo Mode',
      description: 'Payments are not configured. This is a demo form.',
      destructive: false,
    }),
  );
  expect(screen.getByLabelText('Card number')).toBeDisabled();
  expect(pay()).toHaveTextContent('Pay $39.40');
  expect(pay()).toBeDisabled();
});
