import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeLiveStream, stubFetch, type StubRoute } from '@campus/shell/testing';
import type { OrderDetail, OrderStatus } from '@campus/contracts';
import { deferred, fromNow, makeEvent, makeOrder } from '../../../test/fixtures';
import { currentLocation, expectToast, operator, provider, renderOrder } from '../../../test/render';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function stubOrder(order: OrderDetail = makeOrder(), routes: Record<string, StubRoute> = {}) {
  return stubFetch({ 'GET /api/orders/31': { body: order }, ...routes });
}

const region = (name: string) => screen.getByRole('region', { name });
/** The value next to a label in a definition list. */
const line = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label).nextElementSibling?.textContent;

describe('the order', () => {
  it("shows 'Order #31', its status, the gig it books and what it cost", async () => {
    stubOrder();
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #31' })).toBeInTheDocument();
    expect(screen.getByText('In escrow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calculus tutoring' })).toHaveAttribute('href', '/gigs/7');
    expect(screen.getByText('Tutoring')).toBeInTheDocument();
    expect(screen.getByText(/You are the customer/)).toBeInTheDocument();
    const payment = region('Payment');
    expect(line(payment, 'Price')).toBe('$25.00/hr');
    expect(line(payment, 'Platform fee (4%)')).toBe('$1.00');
    expect(line(payment, 'Transaction fee')).toBe('$0.40');
    expect(line(payment, 'Total')).toBe('$26.40');
    expect(within(payment).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it.each([
    ['awaiting_payment', 'Awaiting payment'],
    ['payment_processing', 'Authorized'],
    ['payment_held', 'In escrow'],
    ['confirmed_completed', 'Confirmed'],
    ['in_dispute', 'In dispute'],
    ['funds_released', 'Released'],
    ['refunded', 'Refunded'],
    ['cancelled', 'Cancelled'],
    ['completed', 'Completed'],
  ] as [OrderStatus, string][])('labels %s as My Orders does: %s', async (status, label) => {
    stubOrder(makeOrder({ status }));
    renderOrder();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order #31' });
    expect(heading.nextElementSibling).toHaveTextContent(label);
  });

  it('shows the refunded amount when there is one, and each extra-time payment', async () => {
    stubOrder(
      makeOrder({
        status: 'refunded',
        refundedAmount: 13.2,
        extraTime: [
          {
            id: 4,
            orderId: 31,
            hours: 1.5,
            price: 37.5,
            platformFee: 1.5,
            transactionFee: 0.4,
            amount: 39.4,
            status: 'paid',
            requestedAt: '2025-05-06T12:00:00.000Z',
            paidAt: '2025-05-06T13:00:00.000Z',
          },
        ],
      }),
    );
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(line(payment, 'Refunded')).toBe('−$13.20');
    expect(line(payment, 'Extra time: 1.5 hours (paid)')).toBe('$39.40');
  });

  it('names the gig by its kept title when the gig is gone', async () => {
    stubOrder(makeOrder({ gig: null, gigTitle: 'Old tutoring' }));
    renderOrder();
    expect(await screen.findByText('Old tutoring')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old tutoring' })).not.toBeInTheDocument();
  });

  it('lists the events: what happened in words, who did it, and the note both parties see', async () => {
    stubOrder(
      makeOrder({
        status: 'in_dispute',
        events: [
          makeEvent(),
          makeEvent({ id: 2, transition: 'capture', actorKind: 'system', actorName: null }),
          makeEvent({
            id: 3,
            transition: 'open_dispute',
            createdAt: '2025-05-06T09:00:00.000Z',
            note: 'Service not delivered',
          }),
          makeEvent({ id: 4, transition: 'some_future_step', createdAt: '2025-05-07T09:00:00.000Z' }),
        ],
      }),
    );
    renderOrder();
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Payment authorized',
      'Payment captured and held in escrow',
      'Dispute opened',
      'Some future step',
    ]);
    expect(items[0]).toHaveTextContent(/Jordan Lee · May 5, 2025/);
    expect(items[1]).toHaveTextContent(/^Payment captured and held in escrowAutomatic · /);
    expect(items[2]).toHaveTextContent('Service not delivered');
  });
});

describe('finding the order', () => {
  it("says 'Order not found' with the way to My Orders when the server does not show it", async () => {
    stubOrder(undefined, { 'GET /api/orders/31': { status: 404, body: { message: 'Order not found' } } });
    renderOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
  });

  it.each(['abc', '0', '1.5'])('treats /orders/%s as not found without asking', (id) => {
    const { requests } = stubOrder();
    renderOrder(`/orders/${id}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
    expect(requests).toHaveLength(0);
  });

  it('shows skeletons while loading, and offers Try again when loading fails', async () => {
    const answer = deferred();
    let fail = true;
    stubOrder(undefined, {
      'GET /api/orders/31': () => (fail ? answer.promise : { body: makeOrder() }),
    });
    const { user } = renderOrder();
    expect(screen.getByText('Loading order').closest('[role="status"]')).toBeInTheDocument();
    answer.resolve({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('Failed to load the order. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order #31' })).toBeInTheDocument();
  });

  it('sends a visitor to sign-in and back, without asking', () => {
    const { requests } = stubOrder();
    renderOrder('/orders/31', null);
    expect(currentLocation()).toBe('/auth?redirect=%2Forders%2F31');
    expect(requests).toHaveLength(0);
  });
});

describe('the other party', () => {
  it("shows the customer the provider's contact once paid: name, e-mail and phone", async () => {
    stubOrder();
    renderOrder();
    const contact = await screen.findByRole('region', { name: 'Provider Contact' });
    expect(within(contact).getByText('Maya Chen')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'maya.chen@asu.edu' })).toHaveAttribute(
      'href',
      'mailto:maya.chen@asu.edu',
    );
    expect(within(contact).getByRole('link', { name: '(480) 555-0199' })).toHaveAttribute(
      'href',
      'tel:(480) 555-0199',
    );
  });

  it("shows the provider the customer's contact, 'No phone provided' without a phone", async () => {
    const order = makeOrder({ viewerRole: 'provider' });
    order.customer.contact = { name: 'Jordan Lee', email: 'jordan.lee@asu.edu', phone: null };
    stubOrder(order);
    renderOrder('/orders/31', provider);
    const contact = await screen.findByRole('region', { name: 'Customer Contact' });
    expect(within(contact).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(contact).getByText('No phone provided')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Provider Contact' })).not.toBeInTheDocument();
  });

  it('shows no contact before the payment, and says when it will be shared', async () => {
    const order = makeOrder({ status: 'awaiting_payment', paymentCapturedAt: null });
    order.provider.contact = null;
    stubOrder(order);
    renderOrder();
    const party = await screen.findByRole('region', { name: 'Provider' });
    expect(party).toHaveTextContent('Maya Chen');
    expect(party).toHaveTextContent('Contact details are shared once the payment is held in escrow.');
    expect(screen.queryByRole('region', { name: 'Provider Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText('maya.chen@asu.edu')).not.toBeInTheDocument();
  });

  it('shows an operator both parties, and the way to the dispute desk', async () => {
    const order = makeOrder({
      viewerRole: 'operator',
      status: 'in_dispute',
      dispute: {
        reason: 'Poor quality',
        details: null,
        openedAt: null,
        contestedAt: null,
        providerStatement: null,
        resolution: null,
      },
    });
    stubOrder(order);
    renderOrder('/orders/31', operator);
    expect(await screen.findByRole('region', { name: 'Customer' })).toHaveTextContent('Jordan Lee');
    expect(screen.getByRole('region', { name: 'Provider' })).toHaveTextContent('Maya Chen');
    expect(screen.getByText(/You are reading this order as an operator/)).toBeInTheDocument();
    expect(line(screen.getByRole('region', { name: 'Dispute' }), "Provider's statement")).toBe(
      'Not contested yet',
    );
    expect(screen.getByRole('link', { name: 'Decide it on the dispute desk' })).toHaveAttribute(
      'href',
      '/operator/disputes',
    );
  });

  it("opens the conversation with 'Message Maya' and goes to it", async () => {
    const { calls } = stubOrder(undefined, {
      'POST /api/conversations': {
        body: {
          id: 5,
          participantOneId: 1,
          participantTwoId: 2,
          createdAt: '2025-05-05T12:00:00.000Z',
          otherParticipant: { id: 2, firstName: 'Maya', lastName: 'Chen', university: 'ASU' },
          unreadCount: 0,
          lastMessage: null,
        },
      },
    });
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages/5'));
    expect(calls('POST /api/conversations').map((r) => r.body)).toEqual([{ userId: 2 }]);
  });

  it("toasts the server's message when the conversation cannot be opened", async () => {
    stubOrder(undefined, {
      'POST /api/conversations': { status: 403, body: { message: 'You cannot message this user' } },
    });
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Message Maya' }));
    await expectToast('Error', 'You cannot message this user', true);
    expect(currentLocation()).toBe('/orders/31');
  });
});

describe('the escrow', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to the automatic release and the dispute deadline while the money is held', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    stubOrder(
      makeOrder({
        // half a minute to spare: the clock runs on while the page loads
        escrowReleaseDate: fromNow(3 * DAY + 4 * HOUR + 30 * 60 * 1000),
        disputeDeadline: fromNow(20 * HOUR + 10 * 60 * 1000 + 30 * 1000),
      }),
    );
    renderOrder();
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(escrow).toHaveTextContent('Releases automatically in 3 days 4 hours');
    expect(escrow).toHaveTextContent('Dispute window closes in 20 hours 10 minutes');
    act(() => jest.advanceTimersByTime(HOUR));
    expect(escrow).toHaveTextContent('Releases automatically in 3 days 3 hours');
    expect(escrow).toHaveTextContent('Dispute window closes in 19 hours 10 minutes');
  });

  it('says when the dispute window closed', async () => {
    stubOrder(makeOrder({ disputeDeadline: '2025-05-08T12:00:00.000Z' }));
    renderOrder();
    expect(await screen.findByRole('region', { name: 'Escrow' })).toHaveTextContent(
      'The dispute window closed on May 8, 2025',
    );
  });

  it('shows no countdown once released, and says release is paused during a dispute', async () => {
    stubOrder(makeOrder({ status: 'in_dispute' }));
    renderOrder();
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(escrow).toHaveTextContent('automatic release is paused');
    expect(escrow).not.toHaveTextContent('Releases automatically in');
  });

  it('has no escrow section before the payment is captured', async () => {
    stubOrder(makeOrder({ status: 'payment_processing', paymentCapturedAt: null }));
    renderOrder();
    await screen.findByRole('heading', { name: 'Order #31' });
    expect(screen.queryByRole('region', { name: 'Escrow' })).not.toBeInTheDocument();
  });
});

describe('the dispute', () => {
  const disputed = (
    resolution: NonNullable<OrderDetail['dispute']>['resolution'] = null,
    providerStatement: string | null = null,
  ) =>
    makeOrder({
      status: resolution ? 'refunded' : 'in_dispute',
      dispute: {
        reason: 'Service not delivered',
        details: 'Maya did not come to the library.',
        openedAt: '2025-05-06T09:00:00.000Z',
        contestedAt: null,
        providerStatement,
        resolution,
      },
    });

  it('shows the reason and details, and that the provider has not answered yet', async () => {
    stubOrder(disputed());
    renderOrder();
    const dispute = await screen.findByRole('region', { name: 'Dispute' });
    expect(line(dispute, 'Reason')).toBe('Service not delivered');
    expect(line(dispute, 'Details')).toBe('Maya did not come to the library.');
    expect(line(dispute, "Provider's statement")).toBe('The provider has not responded yet.');
  });

  it("shows the outcome with the operator's note", async () => {
    const order = disputed(
      {
        outcome: 'refund',
        refundAmount: 13.2,
        note: 'Half the session took place.',
        decidedAt: '2025-05-09T12:00:00.000Z',
      },
      'I was there for half an hour.',
    );
    stubOrder(order);
    renderOrder();
    const dispute = await screen.findByRole('region', { name: 'Dispute' });
    expect(line(dispute, "Provider's statement")).toBe('I was there for half an hour.');
    expect(line(dispute, 'Outcome')).toBe(
      'Decided for the customer: $13.20 refunded, the rest released to the provider',
    );
    expect(line(dispute, "Operator's note")).toBe('Half the session took place.');
  });
});

describe('live updates', () => {
  let live: ReturnType<typeof fakeLiveStream>;
  beforeEach(() => (live = fakeLiveStream()));
  afterEach(() => live.restore());

  it('reads the order again when it moves, and not for other orders', async () => {
    const { calls } = stubOrder();
    renderOrder();
    await screen.findByRole('heading', { name: 'Order #31' });
    await waitFor(() => expect(live.all.length).toBeGreaterThan(0));
    live.open();
    const notice = {
      status: 'in_dispute',
      transition: 'open_dispute',
      gigTitle: null,
      viewerRole: 'customer',
    };
    const before = calls('GET /api/orders/31').length;
    live.send('order', { ...notice, orderId: 32 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET /api/orders/31')).toHaveLength(before);
    live.send('order', { ...notice, orderId: 31 });
    await waitFor(() => expect(calls('GET /api/orders/31')).toHaveLength(before + 1));
  });
});
