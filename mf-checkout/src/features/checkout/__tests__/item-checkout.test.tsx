/**
 * Buying a marketplace item with escrow at /checkout/item/{itemId} (issue 20, section 2): the item, its
 * price with the one fee rule, the same card forms, `marketplaceItemId` in the intent's body, and the
 * server's refusals in its words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { SANDBOX_TEST_CARDS } from '@campus/contracts';
import { loadStripe } from '@stripe/stripe-js';
import { CLIENT_SECRET, INTENT_ID, makeConfig, makeIntent, makeItem } from '../../../test/fixtures';
import { currentLocation, currentToast, provider, renderItemCheckout } from '../../../test/render';
import { mockElements, mockStripe, resetStripeMocks } from '../../../test/stripe-mock';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => jest.requireActual('../../../test/stripe-mock').reactStripe);

beforeEach(() => resetStripeMocks(jest.mocked(loadStripe)));

const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

function stubItemCheckout(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /api/marketplace/12': { body: makeItem() },
    'GET /api/config': { body: makeConfig({ paymentProvider: 'sandbox' }) },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
    'POST /api/sandbox/confirm': { body: makeIntent('requires_capture') },
    ...routes,
  });
}

const summary = () => screen.findByRole('region', { name: 'Order Summary' });
const line = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;

describe('the item checkout', () => {
  it("shows the item's photo, title, condition and seller, and its price with the one fee rule", async () => {
    stubItemCheckout({ 'GET /api/marketplace/12': { body: makeItem({ price: 12.34 }) } });
    renderItemCheckout();
    const region = await summary();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeInTheDocument();
    expect(within(region).getByText('Used TI-84 calculator')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Used TI-84 calculator' })).toHaveAttribute(
      'src',
      `/uploads/${'a'.repeat(64)}-thumb.webp`,
    );
    expect(within(region).getByText('Electronics')).toBeInTheDocument();
    expect(within(region).getByText('Good')).toBeInTheDocument();
    expect(within(region).getByText('Sold by Maya Chen')).toBeInTheDocument();
    // $12.34: 4% is 49.36 cents, rounded to 49; total 1234 + 49 + 40 cents; no hourly rate
    expect(line(region, 'Price')).toBe('$12.34');
    expect(line(region, 'Platform fee (4%)')).toBe('$0.49');
    expect(line(region, 'Transaction fee')).toBe('$0.40');
    expect(line(region, 'Total')).toBe('$13.23');
    expect(within(region).getByText(/held in escrow until you have the item/)).toBeInTheDocument();
    expect(screen.getByLabelText('Note to the seller (optional)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $13.23' })).toBeDisabled();
  });

  it('asks for the intent with `marketplaceItemId`, sends the note with it, and opens the item’s success page', async () => {
    const { calls } = stubItemCheckout();
    const { user } = renderItemCheckout();
    await user.type(
      await screen.findByLabelText('Note to the seller (optional)'),
      'I can meet at the library after 4 pm',
    );
    await user.type(screen.getByLabelText('Card number'), SANDBOX_TEST_CARDS.succeeds);
    await user.type(screen.getByLabelText('Expiration date'), `12${yy}`);
    await user.type(screen.getByLabelText('Security code'), '123');
    const pay = screen.getByRole('button', { name: 'Pay $42.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/checkout/success?purchase=item&payment_intent=${INTENT_ID}`),
    );
    expect(calls('POST /api/create-payment-intent').map((r) => r.body)).toEqual([
      { marketplaceItemId: 12 },
      { marketplaceItemId: 12, note: 'I can meet at the library after 4 pm' },
    ]);
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(1);
  });

  it.each([
    [409, 'This item is no longer available'],
    [403, 'You cannot buy your own item'],
  ])(
    'shows the server’s refusal (%i) instead of the card form, with the way back to the item',
    async (status, message) => {
      stubItemCheckout({ 'POST /api/create-payment-intent': { status, body: { message } } });
      renderItemCheckout();
      const region = await screen.findByRole('region', { name: 'Payment Details' });
      expect(await within(region).findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
      expect(within(region).getByRole('link', { name: 'Back to the item' })).toHaveAttribute(
        'href',
        '/marketplace/12',
      );
      expect(currentToast()).toBeNull();
    },
  );

  it.each([
    ['a sold item', makeItem({ status: 'sold' }), 'This item has been sold.'],
    ["the student's own", makeItem({ canEdit: true }), 'This is your own listing: you cannot buy it.'],
  ])('says so for %s without asking for an intent', async (_, item, message) => {
    const { calls } = stubItemCheckout({ 'GET /api/marketplace/12': { body: item } });
    renderItemCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to the item' })).toHaveAttribute('href', '/marketplace/12');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(calls('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('knows the seller by id too (a reply without `canEdit`)', async () => {
    const { calls } = stubItemCheckout();
    renderItemCheckout('/checkout/item/12', provider);
    expect(await screen.findByRole('alert')).toHaveTextContent('This is your own listing');
    expect(calls('POST /api/create-payment-intent')).toHaveLength(0);
  });

  it('lets the buyer pay for an item on hold: their own open order holds it (the server decides)', async () => {
    const { calls } = stubItemCheckout({
      'GET /api/marketplace/12': { body: makeItem({ status: 'pending' }) },
    });
    renderItemCheckout();
    await screen.findByLabelText('Card number');
    await waitFor(() => expect(calls('POST /api/create-payment-intent')).toHaveLength(1));
  });

  it("says 'Item not found' for a missing item, and for a malformed id without asking", async () => {
    stubItemCheckout({ 'GET /api/marketplace/12': { status: 404, body: { message: 'Item not found' } } });
    const { unmount } = renderItemCheckout();
    expect(await screen.findByText('Item not found. It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute('href', '/marketplace');
    unmount();
    const { requests } = stubItemCheckout();
    renderItemCheckout('/checkout/item/abc');
    expect(screen.getByText('Item not found. It may have been removed.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says the item failed to load, and loads it again on Try again', async () => {
    let fail = true;
    stubItemCheckout({
      'GET /api/marketplace/12': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: makeItem() },
    });
    const { user } = renderItemCheckout();
    expect(await screen.findByText('Failed to load the item. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await summary()).toBeInTheDocument();
  });

  it("pays with Stripe: the note first, then Stripe's confirmation returning to the item's success page", async () => {
    const order: string[] = [];
    stubItemCheckout({
      'GET /api/config': {
        body: makeConfig({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_x' }),
      },
      'POST /api/create-payment-intent': ({ body }) => {
        const note = (body as { note?: string }).note;
        if (note !== undefined) order.push(`note: ${note}`);
        return { body: { clientSecret: CLIENT_SECRET } };
      },
    });
    mockStripe.confirmPayment.mockImplementation(async () => {
      order.push('confirm');
      return { paymentIntent: { id: 'pi_3Stripe', status: 'requires_capture' } };
    });
    const { user } = renderItemCheckout();
    await user.type(await screen.findByLabelText('Note to the seller (optional)'), 'After 4 pm');
    await user.click(await screen.findByRole('button', { name: 'Stripe: complete the card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $42.00' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/checkout/success?purchase=item&payment_intent=pi_3Stripe'),
    );
    expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
      elements: mockElements,
      confirmParams: { return_url: 'http://localhost/checkout/success?purchase=item' },
      redirect: 'if_required',
    });
    expect(order).toEqual(['note: After 4 pm', 'confirm']);
  });

  it('does not confirm with Stripe when the note’s call is refused', async () => {
    stubItemCheckout({
      'GET /api/config': {
        body: makeConfig({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_x' }),
      },
      'POST /api/create-payment-intent': ({ body }) =>
        (body as { note?: string }).note === undefined
          ? { body: { clientSecret: CLIENT_SECRET } }
          : { status: 409, body: { message: 'This item is no longer available' } },
    });
    const { user } = renderItemCheckout();
    await user.click(await screen.findByRole('button', { name: 'Stripe: complete the card' }));
    await user.click(screen.getByRole('button', { name: 'Pay $42.00' }));
    await waitFor(() => expect(currentToast()?.description).toBe('This item is no longer available'));
    expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $42.00' })).toBeEnabled();
  });
});
