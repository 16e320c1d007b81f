import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { SANDBOX_TEST_CARDS } from '@campus/contracts';
import { CLIENT_SECRET, deferred, makeConfig, makeIntent, makeOrder } from '../../../test/fixtures';
import { currentLocation, currentToast, expectToast, renderPostService } from '../../../test/render';

const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const SETUP = { clientSecret: CLIENT_SECRET, amount: 39.4 };

function stubPayment(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /api/config': { body: makeConfig({ paymentProvider: 'sandbox' }) },
    'POST /api/post-service-payment': { body: SETUP },
    'POST /api/sandbox/confirm': { body: makeIntent('succeeded', { amount: 3940 }) },
    'POST /api/post-service-payment/complete': { body: makeOrder({ status: 'completed' }) },
    ...routes,
  });
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$|^Processing/ });

async function pay(
  user: ReturnType<typeof renderPostService>['user'],
  number: string = SANDBOX_TEST_CARDS.succeeds,
) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date'), `12${yy}`);
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(payButton());
}

describe('setting up the payment', () => {
  it("says it is setting up, asks for the intent once (StrictMode), then shows 'Payment Amount' and the card form", async () => {
    const setup = deferred();
    const { calls } = stubPayment({ 'POST /api/post-service-payment': () => setup.promise });
    renderPostService();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(screen.getByText('Setting up your payment...')).toBeInTheDocument();
    setup.resolve({ body: SETUP });
    const amount = await screen.findByRole('region', { name: 'Payment Amount' });
    expect(amount).toHaveTextContent('$39.40');
    expect(amount).toHaveTextContent('This amount includes the service fee and platform charges.');
    expect(
      await screen.findByText(
        'Test mode: use card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
      ),
    ).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay $39.40');
    expect(payButton()).toBeDisabled();
    expect(calls('POST /api/post-service-payment').map((r) => r.body)).toEqual([{ orderId: 31 }]);
  });

  it("shows 'Payment Setup Failed' with the server's message, and sets up again on 'Try Again'", async () => {
    let answer: { status?: number; body?: unknown } = {
      status: 404,
      body: { message: 'No payment is due for this order' },
    };
    const { calls } = stubPayment({ 'POST /api/post-service-payment': () => answer });
    const { user } = renderPostService();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Setup Failed');
    expect(alert).toHaveTextContent('No payment is due for this order');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    answer = { body: SETUP };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Payment Amount' })).toHaveTextContent('$39.40');
    expect(calls('POST /api/post-service-payment')).toHaveLength(2);
  });

  it("says 'Please try again later' when the server gives no message", async () => {
    stubPayment({ 'POST /api/post-service-payment': { status: 500, body: {} } });
    renderPostService();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Setup Failed');
    expect(alert).toHaveTextContent('Please try again later');
  });

  it.each(['abc', '0'])('treats /post-service-payment/%s as no order, asking nothing', (id) => {
    const { requests } = stubPayment();
    renderPostService(`/post-service-payment/${id}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
    expect(requests).toHaveLength(0);
  });

  it('sends a visitor to sign-in and back', () => {
    const { requests } = stubPayment();
    renderPostService('/post-service-payment/31', null);
    expect(currentLocation()).toBe('/auth?redirect=%2Fpost-service-payment%2F31');
    expect(requests).toHaveLength(0);
  });
});

describe('paying', () => {
  it("charges the card ('Processing...'), marks the order complete and goes to /payment-success", async () => {
    const completion = deferred();
    const { calls } = stubPayment({ 'POST /api/post-service-payment/complete': () => completion.promise });
    const { user } = renderPostService();
    await pay(user);
    await waitFor(() => expect(calls('POST /api/post-service-payment/complete')).toHaveLength(1));
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    expect(calls('POST /api/sandbox/confirm').map((r) => r.body)).toEqual([
      {
        clientSecret: CLIENT_SECRET,
        card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2000 + Number(yy), cvc: '123' },
      },
    ]);
    expect(calls('POST /api/post-service-payment/complete')[0]?.body).toEqual({ orderId: 31 });
    completion.resolve({ body: makeOrder({ status: 'completed' }) });
    await waitFor(() => expect(currentLocation()).toBe('/payment-success?order=31'));
  });

  it("toasts 'Payment Failed' on a decline, keeps the form and marks nothing", async () => {
    const { calls } = stubPayment({
      'POST /api/sandbox/confirm': {
        body: makeIntent('requires_payment_method', {
          lastPaymentError: {
            code: 'card_declined',
            declineCode: 'generic_decline',
            message: 'Your card was declined.',
          },
        }),
      },
    });
    const { user } = renderPostService();
    await pay(user, SANDBOX_TEST_CARDS.declined);
    await expectToast('Payment Failed', 'Your card was declined.', true);
    expect(payButton()).toBeEnabled();
    expect(calls('POST /api/post-service-payment/complete')).toHaveLength(0);
    expect(currentLocation()).toBe('/post-service-payment/31');
  });

  it("toasts 'Error' with the server's message when the order cannot be updated, and tries again", async () => {
    let answer: { status?: number; body?: unknown } = {
      status: 409,
      body: { message: 'Payment has not been completed' },
    };
    const { calls } = stubPayment({ 'POST /api/post-service-payment/complete': () => answer });
    const { user } = renderPostService();
    await pay(user);
    await expectToast('Error', 'Payment has not been completed', true);
    expect(screen.getByText(/^Your payment went through/)).toHaveTextContent(
      'Your payment went through, but your order could not be updated yet. Failed to update order. Please contact support.',
    );
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/31');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    answer = { body: makeOrder({ status: 'completed' }) };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(currentLocation()).toBe('/payment-success?order=31'));
    expect(calls('POST /api/post-service-payment/complete')).toHaveLength(2);
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(1);
  });

  it("says 'Failed to update order. Please contact support.' when the server gives no message", async () => {
    stubPayment({ 'POST /api/post-service-payment/complete': { status: 500, body: {} } });
    const { user } = renderPostService();
    await pay(user);
    await expectToast('Error', 'Failed to update order. Please contact support.', true);
    expect(currentToast()?.destructive).toBe(true);
  });

  it('pays with the 3-D Secure challenge like the checkout', async () => {
    const { calls } = stubPayment({
      'POST /api/sandbox/confirm': { body: makeIntent('requires_action') },
      'POST /api/sandbox/authenticate': { body: makeIntent('succeeded') },
    });
    const { user } = renderPostService();
    await pay(user, SANDBOX_TEST_CARDS.requiresAuthentication);
    const dialog = await screen.findByRole('dialog', { name: 'Complete authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(currentLocation()).toBe('/payment-success?order=31'));
    expect(calls('POST /api/sandbox/authenticate').map((r) => r.body)).toEqual([
      { clientSecret: CLIENT_SECRET, outcome: 'approve' },
    ]);
    expect(calls('POST /api/post-service-payment/complete')).toHaveLength(1);
  });
});
