import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { SANDBOX_TEST_CARDS } from '@campus/contracts';
import { CLIENT_SECRET, INTENT_ID, deferred, makeConfig, makeGig, makeIntent } from '../../../test/fixtures';
import { currentLocation, expectToast, renderCheckout } from '../../../test/render';

const year = new Date().getFullYear() + 3;
const yy = String(year % 100).padStart(2, '0');
const SUCCESS = `/checkout/success?payment_intent=${INTENT_ID}`;
const DECLINED = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

function stubSandbox(routes: Record<string, StubRoute>) {
  return stubFetch({
    'GET /api/gigs/7': { body: makeGig() },
    'GET /api/config': { body: makeConfig({ paymentProvider: 'sandbox' }) },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
    ...routes,
  });
}

/** Fills the card form and presses Pay once the intent is ready. */
async function pay(
  user: ReturnType<typeof renderCheckout>['user'],
  number: string = SANDBOX_TEST_CARDS.succeeds,
) {
  const field = await screen.findByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByLabelText('Expiration date');
  if (!(expiry as HTMLInputElement).value) {
    await user.type(expiry, `12${yy}`);
    await user.type(screen.getByLabelText('Security code'), '123');
  }
  const button = screen.getByRole('button', { name: 'Pay $26.40' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('paying with the sandbox processor', () => {
  it("confirms the intent with the card and opens the success page, 'Processing...' meanwhile", async () => {
    const answer = deferred();
    const { calls } = stubSandbox({ 'POST /api/sandbox/confirm': () => answer.promise });
    const { user } = renderCheckout();
    await pay(user);
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(calls('POST /api/sandbox/confirm').map((r) => r.body)).toEqual([
      {
        clientSecret: CLIENT_SECRET,
        card: { number: '4242424242424242', expMonth: 12, expYear: year, cvc: '123' },
      },
    ]);
    answer.resolve({ body: makeIntent('requires_capture') });
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
  });

  it("goes on to the success page for an intent that 'succeeded'", async () => {
    stubSandbox({ 'POST /api/sandbox/confirm': { body: makeIntent('succeeded') } });
    const { user } = renderCheckout();
    await pay(user);
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
  });

  it('toasts a decline with its message, keeps the form, and a second card on the same intent succeeds', async () => {
    const { calls } = stubSandbox({
      'POST /api/sandbox/confirm': ({ body }) => {
        const card = (body as { card: { number: string } }).card;
        return card.number === SANDBOX_TEST_CARDS.declined
          ? { body: makeIntent('requires_payment_method', { lastPaymentError: DECLINED }) }
          : { body: makeIntent('requires_capture') };
      },
    });
    const { user } = renderCheckout();
    await pay(user, SANDBOX_TEST_CARDS.declined);
    await expectToast('Payment Failed', 'Your card was declined.', true);
    expect(currentLocation()).toBe('/checkout/7');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');

    await pay(user, SANDBOX_TEST_CARDS.succeeds);
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    const secrets = calls('POST /api/sandbox/confirm').map(
      (r) => (r.body as { clientSecret: string }).clientSecret,
    );
    expect(secrets).toEqual([CLIENT_SECRET, CLIENT_SECRET]);
    // the intent on opening, the (empty) note with the first try; the second try sends it no more
    expect(calls('POST /api/create-payment-intent').map((r) => r.body)).toEqual([
      { gigId: 7 },
      { gigId: 7, note: '' },
    ]);
  });

  it('says the payment was not successful when a refusal carries no message', async () => {
    stubSandbox({ 'POST /api/sandbox/confirm': { body: makeIntent('requires_payment_method') } });
    const { user } = renderCheckout();
    await pay(user);
    await expectToast('Payment Failed', 'Your payment was not successful. Please try again.', true);
    expect(screen.getByRole('button', { name: 'Pay $26.40' })).toBeEnabled();
  });

  it.each([
    [
      'the server’s message',
      { status: 409, body: { message: 'This payment can no longer be confirmed' } },
      'This payment can no longer be confirmed',
    ],
    [
      'the fallback when there is none',
      { status: 502, body: {} },
      'There was a problem completing your payment',
    ],
  ])("toasts 'Payment Error' with %s when the call fails", async (_, answer, description) => {
    stubSandbox({ 'POST /api/sandbox/confirm': answer });
    const { user } = renderCheckout();
    await pay(user);
    await expectToast('Payment Error', description, true);
    expect(screen.getByRole('button', { name: 'Pay $26.40' })).toBeEnabled();
  });

  it("toasts 'Payment Error' with the network's message when the request cannot be sent", async () => {
    stubSandbox({
      'POST /api/sandbox/confirm': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderCheckout();
    await pay(user);
    await expectToast('Payment Error', 'Failed to fetch', true);
  });
});

describe('the 3-D Secure challenge', () => {
  function stubChallenge(authenticate: StubRoute) {
    return stubSandbox({
      'POST /api/sandbox/confirm': { body: makeIntent('requires_action') },
      'POST /api/sandbox/authenticate': authenticate,
    });
  }

  it("opens a bank's test page; 'Complete' authenticates and opens the success page", async () => {
    const { calls } = stubChallenge({ body: makeIntent('requires_capture') });
    const { user } = renderCheckout();
    await pay(user, SANDBOX_TEST_CARDS.requiresAuthentication);
    const dialog = await screen.findByRole('dialog', { name: 'Complete authentication' });
    expect(dialog).toHaveAccessibleDescription(/This is a test payment that requires authentication/);
    expect(within(dialog).getByText('$26.40')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    expect(calls('POST /api/sandbox/authenticate').map((r) => r.body)).toEqual([
      { clientSecret: CLIENT_SECRET, outcome: 'approve' },
    ]);
  });

  it("'Fail' toasts the failure's message and leaves the form for another card", async () => {
    const message =
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    const { calls } = stubChallenge({
      body: makeIntent('requires_payment_method', {
        lastPaymentError: { code: 'payment_intent_authentication_failure', declineCode: null, message },
      }),
    });
    const { user } = renderCheckout();
    await pay(user, SANDBOX_TEST_CARDS.requiresAuthentication);
    const dialog = await screen.findByRole('dialog', { name: 'Complete authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await expectToast('Payment Failed', message, true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /api/sandbox/authenticate').map((r) => r.body)).toEqual([
      { clientSecret: CLIENT_SECRET, outcome: 'fail' },
    ]);
    expect(screen.getByRole('button', { name: 'Pay $26.40' })).toBeEnabled();
    expect(currentLocation()).toBe('/checkout/7');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof renderCheckout>['user']) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof renderCheckout>['user']) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])(
    'closing it with %s says the payment requires authentication and fails the attempt',
    async (_, close) => {
      const { calls } = stubChallenge({ body: makeIntent('requires_payment_method') });
      const { user } = renderCheckout();
      await pay(user, SANDBOX_TEST_CARDS.requiresAuthentication);
      await screen.findByRole('dialog', { name: 'Complete authentication' });
      await close(user);
      await expectToast('Payment Failed', 'Your payment requires additional authentication.', true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(calls('POST /api/sandbox/authenticate').map((r) => r.body)).toEqual([
          { clientSecret: CLIENT_SECRET, outcome: 'fail' },
        ]),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $26.40' })).toBeEnabled());
      expect(currentLocation()).toBe('/checkout/7');
    },
  );
});
