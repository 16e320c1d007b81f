import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { formatLongDate } from '@campus/contracts';
import {
  CANCELLABLE_AT,
  CUSTOMER_CONTACT,
  INTENT_ID,
  PROVIDER_CONTACT,
  REFUND_AT,
  deferred,
  makeCompletion,
} from '../../../test/fixtures';
import { currentLocation, currentToast, expectToast, renderCheckoutSuccess } from '../../../test/render';

const ROUTE = `/checkout/success?payment_intent=${INTENT_ID}`;
/** Captured, not delivered: the delivery deadline's dates; no dispute deadline or release date yet. */
const ESCROW = {
  escrowReleaseDate: null,
  disputeDeadline: null,
  deliveryCancellableAt: CANCELLABLE_AT,
  deliveryRefundAt: REFUND_AT,
};
/** The delivery deadline's words in the next step. */
const DEADLINES = `you can cancel for a full refund from ${formatLongDate(CANCELLABLE_AT)}, and you are refunded automatically on ${formatLongDate(REFUND_AT)}.`;
/** The capture's reply: the dates, and the contacts now that the payment is in escrow. */
const CAPTURED = { ...ESCROW, provider: PROVIDER_CONTACT, customer: CUSTOMER_CONTACT };

const contact = (name: string) => screen.getByRole('region', { name });

describe('finalizing the payment', () => {
  it("says 'Finalizing your payment...' and records the payment exactly once under StrictMode", async () => {
    const answer = deferred();
    const { calls } = stubFetch({ 'POST /api/payment-complete': () => answer.promise });
    renderCheckoutSuccess(ROUTE);
    expect(screen.getByText('Finalizing your payment...').closest('[role="status"]')).toBeInTheDocument();
    answer.resolve({ body: makeCompletion('none') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls('POST /api/payment-complete').map((r) => r.body)).toEqual([{ paymentIntentId: INTENT_ID }]);
  });

  it('marks every orders list stale once the payment is recorded', async () => {
    stubFetch({ 'POST /api/payment-complete': { body: makeCompletion('none') } });
    const { queryClient } = renderCheckoutSuccess(ROUTE);
    queryClient.setQueryData(['orders', 'list', 1], []);
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await waitFor(() => expect(queryClient.getQueryState(['orders', 'list', 1])?.isInvalidated).toBe(true));
  });

  it('shows an error with a way to the orders when the address names no payment, asking nothing', () => {
    const { requests } = stubFetch({});
    renderCheckoutSuccess('/checkout/success');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No payment to finalize');
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
    expect(requests).toHaveLength(0);
  });

  it('sends a visitor to sign-in and back to this address', () => {
    const { requests } = stubFetch({});
    renderCheckoutSuccess(ROUTE, null);
    expect(currentLocation()).toBe(`/auth?redirect=${encodeURIComponent(ROUTE)}`);
    expect(requests).toHaveLength(0);
  });

  it("toasts 'Error' and says the payment went through when it cannot be recorded", async () => {
    stubFetch({ 'POST /api/payment-complete': { status: 500, body: { message: 'Database unavailable' } } });
    renderCheckoutSuccess(ROUTE);
    await expectToast('Error', 'Failed to record payment. Please contact support.', true);
    expect(
      screen.getByText(
        "Don't worry, your payment has been processed, but we couldn't retrieve contact details. Please contact support or check your orders page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  });
});

describe('authorised, waiting for capture', () => {
  it("shows 'Payment Authorized' with escrow explained, no contact yet (they come with the escrow) and both buttons", async () => {
    stubFetch({ 'POST /api/payment-complete': { body: makeCompletion('capture_payment') } });
    renderCheckoutSuccess(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Authorized' })).toBeInTheDocument();
    await expectToast(
      'Payment Authorized',
      'Your payment has been authorized and is ready to be captured',
      false,
    );
    expect(screen.getByText(/held securely until the service is confirmed/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "The provider's contact details (and yours, for them) appear here once the payment is held in escrow.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Provider Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Contact Details' })).not.toBeInTheDocument();
    expect(screen.queryByText(/maya\.chen@asu\.edu/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Capture Payment & Move to Escrow' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  });

  it("captures into escrow ('Processing...' meanwhile) and shows the escrow, what happens next and the provider's contact", async () => {
    const answer = deferred();
    const { calls } = stubFetch({
      'POST /api/payment-complete': { body: makeCompletion('capture_payment') },
      'POST /api/capture-payment': () => answer.promise,
    });
    const { user } = renderCheckoutSuccess(ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Capture Payment & Move to Escrow' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(calls('POST /api/capture-payment').map((r) => r.body)).toEqual([
      { orderId: 31, paymentIntentId: INTENT_ID },
    ]);
    answer.resolve({ body: CAPTURED });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Secured in Escrow' }),
    ).toBeInTheDocument();
    await expectToast('Payment Captured', 'Your payment is now being held securely in escrow', false);
    const escrow = screen.getByText('Escrow status').closest('dl');
    expect(escrow).toHaveTextContent('Escrow statusFunds Held');
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(DEADLINES);
    const provider = contact('Provider Contact');
    expect(within(provider).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(provider).getByRole('link', { name: 'maya.chen@asu.edu' })).toHaveAttribute(
      'href',
      'mailto:maya.chen@asu.edu',
    );
    expect(within(provider).getByText('(480) 555-0199')).toBeInTheDocument();
    expect(calls('POST /api/payment-complete')).toHaveLength(1);
  });

  it("toasts 'Failed to capture payment' with the server's message and keeps the capture button", async () => {
    stubFetch({
      'POST /api/payment-complete': { body: makeCompletion('capture_payment') },
      'POST /api/capture-payment': { status: 409, body: { message: 'The authorisation has expired' } },
    });
    const { user } = renderCheckoutSuccess(ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Capture Payment & Move to Escrow' }));
    await expectToast('Failed to capture payment', 'The authorisation has expired', true);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Authorized' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Capture Payment & Move to Escrow' })).toBeEnabled();
  });
});

describe('funds held and paid', () => {
  it("shows 'Payment Secured in Escrow' directly after a reload, with what happens next and the order's buttons", async () => {
    stubFetch({ 'POST /api/payment-complete': { body: makeCompletion('funds_held') } });
    renderCheckoutSuccess(ROUTE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Secured in Escrow' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Funds Held')).toBeInTheDocument();
    expect(within(contact('Provider Contact')).getByText('Maya Chen')).toBeInTheDocument();
    // nothing runs before delivery: no release date or dispute deadline, the delivery deadline instead
    expect(screen.queryByText('Auto-release date')).not.toBeInTheDocument();
    expect(screen.queryByText('Dispute deadline')).not.toBeInTheDocument();
    expect(screen.queryByText('Not available yet')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      `Your payment is held in escrow: nothing is released until the provider has marked the service delivered. From then you have 3 days to report a problem, and the payment is released 7 days after delivery unless you confirm sooner. If it is not delivered, ${DEADLINES}`,
    );
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/31');
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(currentToast()).toBeNull();
  });

  it("shows the plain 'Payment Successful!' with both parties' contacts and the ways on", async () => {
    stubFetch({ 'POST /api/payment-complete': { body: makeCompletion('none') } });
    renderCheckoutSuccess(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    await expectToast('Payment Successful', 'Your gig has been booked successfully.', false);
    expect(within(contact('Provider Contact')).getByText('(480) 555-0199')).toBeInTheDocument();
    const customer = contact('Your Contact Details');
    expect(within(customer).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(customer).getByText('No phone provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Capture/ })).not.toBeInTheDocument();
  });

  it("words an item purchase's escrow for the buyer: the seller, the item handed over", async () => {
    stubFetch({ 'POST /api/payment-complete': { body: makeCompletion('funds_held') } });
    renderCheckoutSuccess(`/checkout/success?purchase=item&payment_intent=${INTENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Secured in Escrow' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your payment is held securely in escrow until you have the item.'),
    ).toBeInTheDocument();
    expect(within(contact('Seller Contact')).getByText('Maya Chen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'nothing is released until the seller has marked the item handed over',
    );
  });

  it('says when the payment is released and the dispute deadline when the clock already runs (an order of the first process version)', async () => {
    stubFetch({
      'POST /api/payment-complete': {
        body: makeCompletion('funds_held', {
          escrowInfo: {
            escrowReleaseDate: '2025-05-12T12:00:00.000Z',
            disputeDeadline: '2025-05-08T12:00:00.000Z',
            deliveryCancellableAt: null,
            deliveryRefundAt: null,
          },
        }),
      },
    });
    renderCheckoutSuccess(ROUTE);
    expect(await screen.findByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'Your payment is held in escrow. Confirm receipt to release the payment, or open a dispute by May 8, 2025 if something went wrong. Otherwise the payment is released to the provider automatically on May 12, 2025.',
    );
  });
});
