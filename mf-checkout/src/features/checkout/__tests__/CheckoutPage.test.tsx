import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { CLIENT_SECRET, deferred, makeConfig, makeGig } from '../../../test/fixtures';
import { currentLocation, currentToast, expectToast, renderCheckout } from '../../../test/render';

const futureYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** The network of a checkout whose gig, configuration and intent all load. */
function stubCheckout(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/gigs/7': { body: makeGig() },
    'GET /api/config': { body: makeConfig() },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
    ...routes,
  });
}

async function fillCard(user: ReturnType<typeof renderCheckout>['user'], number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date'), `12${futureYear}`);
  await user.type(screen.getByLabelText('Security code'), '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$|^Processing/ });

describe('the order summary', () => {
  it('shows the gig and its price lines from the one fee rule (4% rounded to the cent, plus $0.40)', async () => {
    // $12.34: 4% is 49.36 cents, rounded to 49; total 1234 + 49 + 40 cents.
    stubCheckout({ 'GET /api/gigs/7': { body: makeGig({ price: 12.34 }) } });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeInTheDocument();
    expect(within(summary).getByText('Calculus tutoring')).toBeInTheDocument();
    expect(within(summary).getByText('Tutoring')).toBeInTheDocument();
    const line = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(line('Base price')).toBe('$12.34/hr');
    expect(line('Platform fee (4%)')).toBe('$0.49');
    expect(line('Transaction fee')).toBe('$0.40');
    expect(line('Total')).toBe('$13.23');
    expect(
      within(summary).getByText('Contact information is shared only after successful payment.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $13.23' })).toBeDisabled();
  });

  it('shows skeletons while the gig loads', async () => {
    const gig = deferred();
    stubCheckout({ 'GET /api/gigs/7': () => gig.promise });
    renderCheckout();
    expect(screen.getByText('Loading gig').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    gig.resolve({ body: makeGig() });
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
  });

  it("says 'Gig not found' for a missing gig, and for a malformed id without asking", async () => {
    stubCheckout({ 'GET /api/gigs/7': { status: 404, body: { message: 'Gig not found' } } });
    renderCheckout();
    expect(await screen.findByText('Gig not found. It may have been removed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it.each(['abc', '1.5', '1e3', '0'])('treats /checkout/%s as a missing gig', (id) => {
    const { requests } = stubCheckout();
    renderCheckout(`/checkout/${id}`);
    expect(screen.getByText('Gig not found. It may have been removed.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says the gig failed to load, and loads it again on Try again', async () => {
    let fail = true;
    stubCheckout({
      'GET /api/gigs/7': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: makeGig() }),
    });
    const { user } = renderCheckout();
    expect(await screen.findByText('Failed to load gig details. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
  });

  it('sends a visitor to sign-in, back to this checkout afterwards, without asking for an intent', () => {
    const { requests } = stubCheckout();
    renderCheckout('/checkout/7', null);
    expect(currentLocation()).toBe('/auth?redirect=%2Fcheckout%2F7');
    expect(requests).toHaveLength(0);
  });
});

describe('the payment card', () => {
  it('shows the test-mode notice, labelled card fields and a Pay button disabled until the card is complete', async () => {
    const { calls } = stubCheckout();
    const { user } = renderCheckout();
    expect(
      await screen.findByText(
        'Test mode: use card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiration date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    await waitFor(() => expect(calls('POST /api/create-payment-intent')).toHaveLength(1));
    expect(calls('POST /api/create-payment-intent')[0]?.body).toEqual({ gigId: 7 });

    expect(payButton()).toHaveTextContent('Pay $26.40');
    expect(payButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiration date'), `12${futureYear}`);
    expect(payButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Security code'), '123');
    expect(payButton()).toBeEnabled();
  });

  it('keeps Pay disabled until the intent is ready, even with a complete card', async () => {
    const intent = deferred();
    stubCheckout({ 'POST /api/create-payment-intent': () => intent.promise });
    const { user } = renderCheckout();
    await screen.findByLabelText('Card number');
    await fillCard(user);
    expect(payButton()).toBeDisabled();
    intent.resolve({ body: { clientSecret: CLIENT_SECRET } });
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('formats the card as typed and shows each problem under its field when the field is left', async () => {
    stubCheckout();
    const { user } = renderCheckout();
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242x4242424242425555');
    expect(number).toHaveValue('4242 4242 4242 4242 555');
    await user.clear(number);
    await user.type(number, '4242424242424241');
    expect(screen.queryByText('Your card number is invalid.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');

    const expiry = screen.getByLabelText('Expiration date');
    await user.type(expiry, '4');
    expect(expiry).toHaveValue('04 / ');
    await user.tab();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, '0120');
    expect(expiry).toHaveValue('01 / 20');
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeInTheDocument();

    const cvc = screen.getByLabelText('Security code');
    await user.type(cvc, '12');
    await user.tab();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("toasts 'Could not initialize payment' when the intent fails, keeps Pay disabled and offers Try again", async () => {
    let answer: { status?: number; body?: unknown } = {
      status: 503,
      body: { message: 'Payments unavailable' },
    };
    const { calls } = stubCheckout({ 'POST /api/create-payment-intent': () => answer });
    const { user } = renderCheckout();
    await expectToast('Error', 'Could not initialize payment. Please try again later.', true);
    expect(screen.getByRole('region', { name: 'Payment Details' })).toHaveTextContent(
      'Could not initialize payment. Please try again later.',
    );
    await fillCard(user);
    expect(payButton()).toBeDisabled();

    answer = { body: { clientSecret: CLIENT_SECRET } };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(calls('POST /api/create-payment-intent')).toHaveLength(2);
  });

  it.each([
    [403, 'You cannot book your own gig'],
    [409, 'This gig is paused and cannot be booked right now'],
  ])('shows the server’s refusal (%i) instead of the card form', async (status, message) => {
    stubCheckout({ 'POST /api/create-payment-intent': { status, body: { message } } });
    renderCheckout();
    const region = await screen.findByRole('region', { name: 'Payment Details' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Back to the gig' })).toHaveAttribute('href', '/gigs/7');
    expect(currentToast()).toBeNull();
  });

  it("shows the demo form when Stripe has no publishable key: disabled fields, a disabled 'Pay $' and the 'Demo Mode' toast, no intent", async () => {
    const { calls } = stubCheckout({
      'GET /api/config': { body: makeConfig({ paymentProvider: 'stripe', stripePublishableKey: null }) },
    });
    renderCheckout();
    await expectToast('Demo Mode', 'Payments are not configured. This is a demo form.', false);
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    expect(screen.getByLabelText('Expiration date')).toBeDisabled();
    expect(screen.getByLabelText('Security code')).toBeDisabled();
    expect(payButton()).toHaveTextContent('Pay $26.40');
    expect(payButton()).toBeDisabled();
    expect(calls('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('says payment cannot start when the configuration does not load', async () => {
    const { calls } = stubCheckout({ 'GET /api/config': { status: 500, body: {} } });
    renderCheckout();
    await expectToast('Error', 'Could not initialize payment. Please try again later.', true);
    expect(payButton()).toBeDisabled();
    expect(calls('POST /api/create-payment-intent')).toHaveLength(0);
  });
});
