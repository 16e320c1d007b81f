import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import { formatLongDate } from '@campus/contracts';
import PaymentSuccessPage from '../../../exposes/PaymentSuccessPage';
import { makeHeldOrder, makeOrder } from '../../../test/fixtures';
import { currentLocation, customer, renderPaymentSuccess } from '../../../test/render';

const LEAD =
  'Your payment has been processed. The extra time is paid to the provider straight away; it is not held in escrow.';

function renderFor(orderId: string) {
  return renderWithProviders(<PaymentSuccessPage />, {
    route: `/payment-success?order=${orderId}`,
    path: '/payment-success',
    user: customer,
    showLocation: true,
  });
}

const nextStep = () => screen.findByRole('region', { name: 'What happens next to your booking' });
/** The next step once the order is read (a skeleton meanwhile). */
async function nextStepSays(text: string): Promise<HTMLElement> {
  const step = await nextStep();
  await waitFor(() => expect(step).toHaveTextContent(text));
  return step;
}

it("says 'Payment Successful!' with the ways on to the orders and home", () => {
  stubFetch({});
  renderPaymentSuccess();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
  expect(screen.getByText(LEAD)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('region', { name: 'What happens next to your booking' })).not.toBeInTheDocument();
});

it("says what happens next to the booking's escrow, before delivery without a release date", async () => {
  const order = makeHeldOrder();
  stubFetch({ 'GET /api/orders/31': { body: order } });
  renderFor('31');
  const step = await nextStepSays(
    'Your payment is held in escrow: nothing is released until the provider has marked the service delivered.',
  );
  expect(step).not.toHaveTextContent('released automatically on');
  expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/31');
});

it('says when the booking is released once delivered', async () => {
  const order = makeOrder();
  stubFetch({ 'GET /api/orders/31': { body: order } });
  renderFor('31');
  await nextStepSays(
    `released to the provider automatically on ${formatLongDate(order.escrowReleaseDate ?? '')}`,
  );
});

it("says what the order's status means once it left escrow", async () => {
  stubFetch({ 'GET /api/orders/31': { body: makeOrder({ status: 'completed' }) } });
  renderFor('31');
  await nextStepSays('The order is complete.');
});

it('shows no next step when the order cannot be read, and ignores a malformed order id', async () => {
  const { calls } = stubFetch({ 'GET /api/orders/31': { status: 500, body: { message: 'boom' } } });
  const { unmount } = renderFor('31');
  await screen.findByRole('link', { name: 'View Order' });
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: 'What happens next to your booking' }),
    ).not.toBeInTheDocument(),
  );
  expect(calls('GET /api/orders/31').length).toBeGreaterThan(0);
  unmount();
  const { requests } = stubFetch({});
  renderFor('abc');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

it('sends a visitor to sign-in', () => {
  stubFetch({});
  renderPaymentSuccess(null);
  expect(currentLocation()).toBe('/auth?redirect=%2Fpayment-success');
});
