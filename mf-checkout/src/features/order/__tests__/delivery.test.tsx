/**
 * Issue 20 on the order page: the provider marks the order delivered or declines it, the customer cancels
 * once the delivery deadline passed, and the escrow says what happens next: before delivery the
 * delivery deadline (no dispute deadline, no release date), from delivery both.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { formatLongDate, type OrderDetail } from '@campus/contracts';
import { allowed, fromNow, makeHeldOrder, makeItemOrder, makeOrder, refused } from '../../../test/fixtures';
import { expectToast, operator, provider, renderOrder } from '../../../test/render';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function stubOrder(order: OrderDetail, routes: Record<string, StubRoute> = {}) {
  return stubFetch({ 'GET /api/orders/31': { body: order }, ...routes });
}

/** The long date of an order's date (the fixtures set the ones read). */
const longDate = (iso: string | null) => (iso ? formatLongDate(iso) : 'no date');

const actionsRegion = () => screen.findByRole('region', { name: 'Actions' });
const buttonNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((b) => b.textContent);
const escrowRegion = () => screen.findByRole('region', { name: 'Escrow' });
/** The labels of the escrow's dates list. */
const dateLabels = (escrow: HTMLElement) => [...escrow.querySelectorAll('dt')].map((dt) => dt.textContent);

/** What the provider's server lists on a held order before delivery. */
const PROVIDER_BEFORE_DELIVERY = [allowed('deliver'), allowed('decline'), allowed('request_extra_time')];

describe("the provider's delivery actions", () => {
  it("offers 'Mark as delivered' and 'Decline order' while the order is held and not delivered", async () => {
    stubOrder(makeHeldOrder({ viewerRole: 'provider', actions: PROVIDER_BEFORE_DELIVERY }));
    renderOrder('/orders/31', provider);
    const region = await actionsRegion();
    expect(buttonNames(region)).toEqual(['Mark as delivered', 'Decline order', 'Request extra time']);
    expect(within(region).getByRole('button', { name: 'Mark as delivered' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Decline order' })).toBeEnabled();
  });

  it("says 'Mark as handed over' on an item purchase", async () => {
    stubOrder(makeItemOrder({ viewerRole: 'provider', actions: [allowed('deliver'), allowed('decline')] }));
    renderOrder('/orders/31', provider);
    expect(buttonNames(await actionsRegion())).toEqual(['Mark as handed over', 'Decline order']);
  });

  it('shows them disabled with the reason once delivered', async () => {
    const reason = 'The service was marked delivered on May 5, 2025';
    stubOrder(
      makeOrder({
        viewerRole: 'provider',
        actions: [refused('deliver', reason), refused('decline', reason), allowed('request_extra_time')],
      }),
    );
    renderOrder('/orders/31', provider);
    const region = await actionsRegion();
    expect(buttonNames(region)).toEqual(['Request extra time', 'Mark as delivered', 'Decline order']);
    for (const name of ['Mark as delivered', 'Decline order']) {
      const button = within(region).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });

  it("shows the customer neither, even when the server lists them (they are the provider's)", async () => {
    stubOrder(
      makeHeldOrder({ actions: [allowed('deliver'), allowed('decline'), allowed('confirm_receipt')] }),
    );
    renderOrder();
    expect(buttonNames(await actionsRegion())).toEqual(['Confirm receipt']);
  });

  it('marks the order delivered after a confirmation saying the clock starts, and reads it again', async () => {
    const { calls } = stubOrder(
      makeHeldOrder({ viewerRole: 'provider', actions: PROVIDER_BEFORE_DELIVERY }),
      {
        'POST /api/orders/31/deliver': { body: makeOrder({ viewerRole: 'provider' }) },
      },
    );
    const { user } = renderOrder('/orders/31', provider);
    await actionsRegion();
    const before = calls('GET /api/orders/31').length;
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as delivered?' });
    expect(dialog).toHaveTextContent(
      'Confirm that the service for Jordan Lee has taken place. From now on they have 3 days to report a problem',
    );
    expect(dialog).toHaveTextContent('or automatically after 7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await expectToast(
      'Marked delivered',
      'The other party has been told. The payment is released once they confirm, or automatically.',
      false,
    );
    expect(calls('POST /api/orders/31/deliver')).toHaveLength(1);
    await waitFor(() => expect(calls('GET /api/orders/31').length).toBeGreaterThan(before));
  });

  it('declines after a confirmation that the customer is refunded in full', async () => {
    const { calls } = stubOrder(
      makeHeldOrder({ viewerRole: 'provider', actions: PROVIDER_BEFORE_DELIVERY }),
      {
        'POST /api/orders/31/decline': {
          body: makeHeldOrder({
            viewerRole: 'provider',
            status: 'refunded',
            cancelReason: 'provider_declined',
          }),
        },
      },
    );
    const { user } = renderOrder('/orders/31', provider);
    await actionsRegion();
    await user.click(screen.getByRole('button', { name: 'Decline order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this order?' });
    expect(dialog).toHaveTextContent('Jordan Lee is refunded in full ($26.40)');
    // keeping the order sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(calls('POST /api/orders/31/decline')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Decline order' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Decline this order?' })).getByRole('button', {
        name: 'Decline order',
      }),
    );
    await expectToast('Order declined', 'The customer is being refunded in full.', false);
    expect(calls('POST /api/orders/31/decline')).toHaveLength(1);
  });

  it("toasts the server's refusal of a decline", async () => {
    stubOrder(makeHeldOrder({ viewerRole: 'provider', actions: PROVIDER_BEFORE_DELIVERY }), {
      'POST /api/orders/31/decline': {
        status: 409,
        body: { message: 'A refund of this order is under way' },
      },
    });
    const { user } = renderOrder('/orders/31', provider);
    await actionsRegion();
    await user.click(screen.getByRole('button', { name: 'Decline order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    await expectToast('Could not decline the order', 'A refund of this order is under way', true);
  });
});

describe("the customer's cancel after the delivery deadline", () => {
  it("is disabled with the server's reason before the deadline", async () => {
    const reason = 'If the service is not delivered, you can cancel for a full refund from May 19, 2025';
    stubOrder(
      makeHeldOrder({ actions: [allowed('confirm_receipt'), refused('cancel_undelivered', reason)] }),
    );
    renderOrder();
    const region = await actionsRegion();
    expect(buttonNames(region)).toEqual(['Confirm receipt', 'Cancel and get a refund']);
    const cancel = within(region).getByRole('button', { name: 'Cancel and get a refund' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(reason);
  });

  it('cancels for a full refund once allowed, after a confirmation', async () => {
    const { calls } = stubOrder(
      makeHeldOrder({
        deliveryCancellableAt: fromNow(-HOUR),
        actions: [allowed('cancel_undelivered'), allowed('confirm_receipt')],
      }),
      {
        'POST /api/orders/31/cancel': {
          body: makeHeldOrder({ status: 'refunded', cancelReason: 'not_delivered' }),
        },
      },
    );
    const { user } = renderOrder();
    const region = await actionsRegion();
    const cancel = within(region).getByRole('button', { name: 'Cancel and get a refund' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel and get a refund?' });
    expect(dialog).toHaveTextContent(
      'Maya Chen did not mark the service delivered in time. The order is cancelled and you are refunded the full $26.40.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and get a refund' }));
    await expectToast(
      'Order cancelled',
      'You are refunded in full: the refund reaches your card in a few days.',
      false,
    );
    expect(calls('POST /api/orders/31/cancel')).toHaveLength(1);
  });

  it('says why a refunded order ended: declined, not delivered in time, refunded automatically', async () => {
    stubOrder(makeHeldOrder({ status: 'refunded', cancelReason: 'provider_declined', refundedAmount: 26.4 }));
    renderOrder();
    await screen.findByRole('heading', { name: 'Order #31' });
    expect(screen.getByText(/Declined by the provider: refunded in full/)).toBeInTheDocument();
  });
});

describe('the escrow before and after delivery', () => {
  it('before delivery: says nothing is released until delivery, shows the delivery deadline, and neither the dispute deadline nor the release date', async () => {
    const order = makeHeldOrder();
    stubOrder(order);
    renderOrder();
    const escrow = await escrowRegion();
    expect(escrow).toHaveTextContent(
      'Your payment is held in escrow: nothing is released until the provider has marked the service delivered. From then you have 3 days to report a problem, and the payment is released 7 days after delivery unless you confirm sooner.',
    );
    expect(escrow).toHaveTextContent(
      `you can cancel for a full refund from ${longDate(order.deliveryCancellableAt)}, and you are refunded automatically on ${longDate(order.deliveryRefundAt)}`,
    );
    expect(escrow).toHaveTextContent('Delivery deadline in 13 days 21 hours');
    expect(dateLabels(escrow)).toEqual(['Captured', 'Delivery deadline', 'Automatic refund']);
    expect(escrow).not.toHaveTextContent('Releases automatically');
    expect(escrow).not.toHaveTextContent('Dispute window');
  });

  it('before delivery, to the provider: mark it delivered, and what happens if not', async () => {
    const order = makeHeldOrder({ viewerRole: 'provider' });
    stubOrder(order);
    renderOrder('/orders/31', provider);
    expect(await escrowRegion()).toHaveTextContent(
      `The payment is held in escrow. Once the service has taken place, mark it delivered: the customer then has 3 days to report a problem, and the payment is released 7 days after delivery unless they confirm sooner. If you do not, the customer can cancel for a full refund from ${longDate(order.deliveryCancellableAt)}`,
    );
  });

  it('past the delivery deadline: the customer may cancel now; the automatic refund counts down', async () => {
    stubOrder(
      makeHeldOrder({ deliveryCancellableAt: fromNow(-DAY), deliveryRefundAt: fromNow(6 * DAY + HOUR) }),
    );
    renderOrder();
    const escrow = await escrowRegion();
    expect(escrow).toHaveTextContent(
      'The provider has not marked the service delivered in time: you can cancel now for a full refund',
    );
    expect(escrow).toHaveTextContent('Not delivered in time: refunded automatically in 6 days');
  });

  it('after delivery: says when it was delivered, and shows the dispute deadline and the release date', async () => {
    const order = makeOrder();
    stubOrder(order);
    renderOrder();
    const escrow = await escrowRegion();
    expect(escrow).toHaveTextContent(
      `The provider marked the service delivered on ${longDate(order.deliveredAt)}. Confirm receipt to release the payment, or open a dispute by ${longDate(order.disputeDeadline)} if something went wrong. Otherwise the payment is released to the provider automatically on ${longDate(order.escrowReleaseDate)}.`,
    );
    expect(dateLabels(escrow)).toEqual(['Captured', 'Delivered', 'Auto-release date', 'Dispute deadline']);
    expect(escrow).toHaveTextContent('Releases automatically in');
    expect(escrow).toHaveTextContent('Dispute window closes in');
    expect(escrow).not.toHaveTextContent('Delivery deadline');
  });

  it('after delivery, to the provider: released when the customer confirms, or on the release date', async () => {
    const order = makeOrder({ viewerRole: 'provider' });
    stubOrder(order);
    renderOrder('/orders/31', provider);
    expect(await escrowRegion()).toHaveTextContent(
      `You marked the service delivered on ${longDate(order.deliveredAt)}. The payment is released to you when the customer confirms, or automatically on ${longDate(order.escrowReleaseDate)}.`,
    );
  });

  it("words an operator's view in the third person", async () => {
    stubOrder(makeHeldOrder({ viewerRole: 'operator' }));
    renderOrder('/orders/31', operator);
    expect(await escrowRegion()).toHaveTextContent(
      'The payment is held in escrow until the provider has marked the service delivered.',
    );
  });

  it('says nothing of next steps once the money left escrow', async () => {
    stubOrder(makeOrder({ status: 'confirmed_completed', buyerConfirmedAt: fromNow(-HOUR) }));
    renderOrder();
    const escrow = await escrowRegion();
    expect(escrow).not.toHaveTextContent('Confirm receipt');
    expect(dateLabels(escrow)).toEqual(['Captured', 'Delivered', 'Released']);
  });
});

describe('an item purchase', () => {
  it("shows the item's title linked to the marketplace item, its price without '/hr', and the seller", async () => {
    stubOrder(makeItemOrder());
    renderOrder();
    expect(await screen.findByRole('link', { name: 'Used TI-84 calculator' })).toHaveAttribute(
      'href',
      '/marketplace/12',
    );
    expect(screen.getByText('Marketplace item')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Calculus tutoring' })).not.toBeInTheDocument();
    expect(screen.getByText(/Bought .* · You are the buyer/)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Price').nextElementSibling).toHaveTextContent(/^\$40\.00$/);
    expect(within(payment).getByText('Total').nextElementSibling).toHaveTextContent('$42.00');
    expect(screen.getByRole('region', { name: 'Seller' })).toBeInTheDocument();
    expect(await escrowRegion()).toHaveTextContent(
      'nothing is released until the seller has marked the item handed over',
    );
  });

  it('shows the title without a link when the item is gone', async () => {
    stubOrder(makeItemOrder({ marketplaceItemId: null }));
    renderOrder();
    expect(await screen.findByText('Used TI-84 calculator')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Used TI-84 calculator' })).not.toBeInTheDocument();
  });
});
