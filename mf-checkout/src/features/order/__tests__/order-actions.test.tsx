import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { DISPUTE_REASONS, type OrderDetail } from '@campus/contracts';
import { allowed, deferred, makeOrder, makeReview, refused } from '../../../test/fixtures';
import { currentToast, expectToast, provider, renderOrder } from '../../../test/render';

/** The capture's reply: the delivery deadline's dates and, now that the payment is held, both parties' contacts. */
const HELD = {
  escrowReleaseDate: null,
  disputeDeadline: null,
  deliveryCancellableAt: '2025-05-19T12:00:00.000Z',
  deliveryRefundAt: '2025-05-26T12:00:00.000Z',
  provider: { name: 'Maya Chen', email: 'maya.chen@asu.edu', phone: null },
  customer: { name: 'Jordan Lee', email: 'jordan.lee@asu.edu', phone: null },
};

/** The order page's network: GET answers `order`; each write answers the order as it then is. */
function stubOrder(order: OrderDetail, routes: Record<string, StubRoute> = {}) {
  return stubFetch({ 'GET /api/orders/31': { body: order }, ...routes });
}

const actions = () => screen.findByRole('region', { name: 'Actions' });
const button = (name: string) => screen.getByRole('button', { name });

describe('which actions the viewer sees', () => {
  it('shows each allowed action as a button, each refused one disabled with its reason', async () => {
    stubOrder(
      makeOrder({
        actions: [
          refused('capture', 'The payment is already captured'),
          allowed('confirm_receipt'),
          allowed('open_dispute'),
          refused('review', 'You can review once the payment is released'),
        ],
      }),
    );
    renderOrder();
    const region = await actions();
    const names = within(region)
      .getAllByRole('button')
      .map((b) => b.textContent);
    // allowed first, in the server's order
    expect(names).toEqual(['Confirm receipt', 'Open dispute', 'Capture payment', 'Leave a review']);
    expect(button('Confirm receipt')).toBeEnabled();
    expect(button('Open dispute')).toBeEnabled();
    expect(button('Capture payment')).toBeDisabled();
    expect(button('Capture payment')).toHaveAccessibleDescription('The payment is already captured');
    expect(button('Leave a review')).toBeDisabled();
    expect(within(region).getByText('You can review once the payment is released')).toBeInTheDocument();
  });

  it("shows neither the other party's actions nor those taken elsewhere (authorise, the system's)", async () => {
    stubOrder(
      makeOrder({
        actions: [
          allowed('authorise'),
          allowed('complete_extra_time'),
          allowed('accept_refund'),
          allowed('request_extra_time'),
          allowed('confirm_receipt'),
        ],
      }),
    );
    renderOrder();
    const region = await actions();
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm receipt']);
  });

  it('says there is nothing to do when every action is refused, and shows no section without actions', async () => {
    stubOrder(makeOrder({ actions: [refused('cancel', 'Only before the payment is captured')] }));
    const { unmount } = renderOrder();
    expect(await actions()).toHaveTextContent('There is nothing for you to do on this order right now.');
    unmount();
    stubOrder(makeOrder({ actions: [] }));
    renderOrder();
    await screen.findByRole('heading', { name: 'Order #31' });
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("shows the provider's own actions to the provider", async () => {
    stubOrder(
      makeOrder({
        viewerRole: 'provider',
        actions: [
          allowed('confirm_receipt'),
          allowed('request_extra_time'),
          refused('accept_refund', 'No dispute'),
        ],
      }),
    );
    renderOrder('/orders/31', provider);
    const region = await actions();
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Request extra time', 'Accept refund']);
  });

  it("links 'Pay extra time' to the post-service payment", async () => {
    stubOrder(makeOrder({ actions: [allowed('pay_extra_time')] }));
    renderOrder();
    await actions();
    expect(screen.getByRole('link', { name: 'Pay extra time' })).toHaveAttribute(
      'href',
      '/post-service-payment/31',
    );
  });
});

describe('capture', () => {
  it("captures ('Processing...' meanwhile), toasts, and reads the order again", async () => {
    const answer = deferred();
    const { calls } = stubOrder(makeOrder({ status: 'payment_processing', actions: [allowed('capture')] }), {
      'POST /api/capture-payment': () => answer.promise,
    });
    const { user } = renderOrder();
    await actions();
    const before = calls('GET /api/orders/31').length;
    await user.click(button('Capture payment'));
    expect(button('Processing...')).toBeDisabled();
    expect(calls('POST /api/capture-payment').map((r) => r.body)).toEqual([
      { orderId: 31, paymentIntentId: 'pi_sandbox_1' },
    ]);
    answer.resolve({ body: HELD });
    await expectToast('Payment Captured', 'Your payment is now being held securely in escrow', false);
    await waitFor(() => expect(calls('GET /api/orders/31').length).toBeGreaterThan(before));
  });

  it("toasts the server's message when the capture fails", async () => {
    stubOrder(makeOrder({ status: 'payment_processing', actions: [allowed('capture')] }), {
      'POST /api/capture-payment': { status: 409, body: { message: 'The authorisation has expired' } },
    });
    const { user } = renderOrder();
    await actions();
    await user.click(button('Capture payment'));
    await expectToast('Failed to capture payment', 'The authorisation has expired', true);
  });
});

describe('the confirmations', () => {
  it.each([
    ['cancel', 'Cancel order', 'POST /api/orders/31/cancel', undefined, 'Order cancelled'],
    ['confirm_receipt', 'Confirm receipt', 'POST /api/confirm-receipt', { orderId: 31 }, 'Receipt confirmed'],
    [
      'withdraw_dispute',
      'Withdraw dispute',
      'POST /api/orders/31/dispute/withdraw',
      undefined,
      'Dispute withdrawn',
    ],
  ])('asks before %s, then takes it and toasts', async (action, label, call, body, toast) => {
    const order = makeOrder({ actions: [allowed(action)] });
    const { calls } = stubOrder(order, { [call]: { body: order } });
    const { user } = renderOrder();
    await actions();
    await user.click(button(label));
    const dialog = screen.getByRole('alertdialog');
    expect(calls(call)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(call).map((r) => r.body)).toEqual([body]);
    expect(currentToast()?.title).toBe(toast);
  });

  it('does nothing when the confirmation is turned down', async () => {
    const { calls } = stubOrder(makeOrder({ actions: [allowed('cancel')] }));
    const { user } = renderOrder();
    await actions();
    await user.click(button('Cancel order'));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('you are not charged');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('POST /api/orders/31/cancel')).toHaveLength(0);
  });

  it("says receipt releases the money to the provider, and keeps the dialog with the server's refusal", async () => {
    stubOrder(makeOrder({ actions: [allowed('confirm_receipt')] }), {
      'POST /api/confirm-receipt': { status: 409, body: { message: 'A dispute is open on this order' } },
    });
    const { user } = renderOrder();
    await actions();
    await user.click(button('Confirm receipt'));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm receipt?' });
    expect(dialog).toHaveTextContent('the payment of $26.40 held in escrow is released to Maya Chen');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await expectToast('Could not confirm receipt', 'A dispute is open on this order', true);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('lets the provider accept a full refund', async () => {
    const order = makeOrder({
      viewerRole: 'provider',
      status: 'in_dispute',
      actions: [allowed('accept_refund')],
    });
    const { calls } = stubOrder(order, { 'POST /api/orders/31/dispute/accept-refund': { body: order } });
    const { user } = renderOrder('/orders/31', provider);
    await actions();
    await user.click(button('Accept refund'));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept a full refund?' });
    expect(dialog).toHaveTextContent('Jordan Lee is refunded the full $26.40');
    await user.click(within(dialog).getByRole('button', { name: 'Accept refund' }));
    await expectToast('Refund accepted', 'The customer is being refunded in full.', false);
    expect(calls('POST /api/orders/31/dispute/accept-refund')).toHaveLength(1);
  });
});

describe('opening a dispute', () => {
  it('offers the reasons, requires a reason and details, and sends them', async () => {
    const order = makeOrder({
      actions: [allowed('open_dispute')],
      disputeDeadline: '2025-05-08T12:00:00.000Z',
    });
    const { calls } = stubOrder(order, { 'POST /api/open-dispute': { body: order } });
    const { user } = renderOrder();
    await actions();
    await user.click(button('Open dispute'));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    expect(dialog).toHaveTextContent('before May 8, 2025');
    const reason = within(dialog).getByLabelText('Reason');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a reason', ...DISPUTE_REASONS]);

    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(reason).toHaveAccessibleDescription('Please choose a reason');
    expect(within(dialog).getByLabelText('Details')).toHaveAccessibleDescription(
      'Please describe what went wrong',
    );
    await user.selectOptions(reason, 'Poor quality');
    await user.type(within(dialog).getByLabelText('Details'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getByLabelText('Details')).toHaveAccessibleDescription(
      'Please describe what went wrong',
    );
    expect(calls('POST /api/open-dispute')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Details'), ' Half the session was spent on the phone. ');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await expectToast('Dispute opened', 'The payment stays in escrow until the dispute is resolved.', false);
    expect(calls('POST /api/open-dispute').map((r) => r.body)).toEqual([
      { orderId: 31, reason: 'Poor quality', details: 'Half the session was spent on the phone.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the form with the server's refusal", async () => {
    stubOrder(makeOrder({ actions: [allowed('open_dispute')] }), {
      'POST /api/open-dispute': {
        status: 409,
        body: { message: 'The dispute window closed on May 8, 2025' },
      },
    });
    const { user } = renderOrder();
    await actions();
    await user.click(button('Open dispute'));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Other');
    await user.type(within(dialog).getByLabelText('Details'), 'Something else');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await expectToast('Could not open the dispute', 'The dispute window closed on May 8, 2025', true);
    expect(within(dialog).getByLabelText('Details')).toHaveValue('Something else');
  });
});

describe('contesting a dispute', () => {
  it('requires a statement and sends it', async () => {
    const order = makeOrder({
      viewerRole: 'provider',
      status: 'in_dispute',
      actions: [allowed('contest_dispute')],
      dispute: {
        reason: 'Provider did not show up',
        details: 'Waited an hour.',
        openedAt: '2025-05-06T09:00:00.000Z',
        contestedAt: null,
        providerStatement: null,
        resolution: null,
      },
    });
    const { calls } = stubOrder(order, { 'POST /api/orders/31/dispute/contest': { body: order } });
    const { user } = renderOrder('/orders/31', provider);
    await actions();
    expect(screen.getByRole('region', { name: 'Dispute' })).toHaveTextContent('You have not responded yet.');
    await user.click(button('Contest dispute'));
    const dialog = screen.getByRole('dialog', { name: 'Contest the dispute' });
    expect(dialog).toHaveTextContent('Jordan Lee says: “Provider did not show up”');
    await user.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(within(dialog).getByLabelText('Your statement')).toHaveAccessibleDescription(
      'Please write your statement',
    );
    expect(calls('POST /api/orders/31/dispute/contest')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Your statement'), 'I was at the library at 3 pm.');
    await user.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    await expectToast('Dispute contested', 'An operator will review both sides and decide.', false);
    expect(calls('POST /api/orders/31/dispute/contest').map((r) => r.body)).toEqual([
      { statement: 'I was at the library at 3 pm.' },
    ]);
  });
});

describe('requesting extra time', () => {
  const order = makeOrder({ viewerRole: 'provider', actions: [allowed('request_extra_time')] });

  async function open() {
    const { user } = renderOrder('/orders/31', provider);
    await actions();
    await user.click(button('Request extra time'));
    const dialog = screen.getByRole('dialog', { name: 'Request extra time' });
    return { user, dialog, hours: within(dialog).getByLabelText('Extra hours') };
  }

  it('previews what the customer pays with the one fee rule as the hours are typed', async () => {
    stubOrder(order);
    const { user, dialog, hours } = await open();
    expect(within(dialog).queryByRole('region', { name: 'Price preview' })).not.toBeInTheDocument();
    await user.type(hours, '1.5');
    const preview = () => within(dialog).getByRole('region', { name: 'Price preview' });
    const value = (label: string) => within(preview()).getByText(label).nextElementSibling?.textContent;
    // 1.5 h × $25: 3750 cents; 4% is 150 cents; plus 40 cents.
    expect(value('1.5 hours × $25.00/hr')).toBe('$37.50');
    expect(value('Platform fee (4%)')).toBe('$1.50');
    expect(value('Transaction fee')).toBe('$0.40');
    expect(value('Total')).toBe('$39.40');
    await user.clear(hours);
    await user.type(hours, '0.5');
    expect(value('Total')).toBe('$13.40');
  });

  it.each([
    ['', 'Hours are required'],
    ['0', 'At least half an hour'],
    ['1.25', 'Hours go in half-hour steps'],
    ['12.5', 'At most 12 hours'],
  ])("refuses '%s' with '%s', sending nothing", async (typed, message) => {
    const { calls } = stubOrder(order);
    const { user, dialog, hours } = await open();
    if (typed) await user.type(hours, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(hours).toHaveAccessibleDescription(message);
    expect(calls('POST /api/orders/31/extra-time')).toHaveLength(0);
  });

  it('sends the hours and toasts', async () => {
    const { calls } = stubOrder(order, {
      'POST /api/orders/31/extra-time': {
        body: {
          id: 4,
          orderId: 31,
          hours: 2,
          price: 50,
          platformFee: 2,
          transactionFee: 0.4,
          amount: 52.4,
          status: 'requested',
          requestedAt: '2025-05-06T12:00:00.000Z',
          paidAt: null,
        },
      },
    });
    const { user, dialog, hours } = await open();
    await user.type(hours, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expectToast(
      'Extra time requested',
      'The customer can now pay for the extra time from this order.',
      false,
    );
    expect(calls('POST /api/orders/31/extra-time').map((r) => r.body)).toEqual([{ hours: 2 }]);
  });
});

describe('the review', () => {
  const released = { status: 'funds_released' as const, actions: [allowed('review')] };

  it('requires a rating, then posts the rating and the comment', async () => {
    const order = makeOrder(released);
    const { calls } = stubOrder(order, { 'POST /api/reviews': { body: makeReview() } });
    const { user } = renderOrder();
    await actions();
    await user.click(button('Leave a review'));
    const dialog = screen.getByRole('dialog', { name: 'Review Maya Chen' });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a rating');
    expect(calls('POST /api/reviews')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Very patient.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await expectToast('Review posted', 'Thank you for your review.', false);
    expect(calls('POST /api/reviews').map((r) => r.body)).toEqual([
      { orderId: 31, rating: 4, comment: 'Very patient.' },
    ]);
  });

  it("shows the review and offers 'Edit review', which saves the changes to the same review", async () => {
    const review = makeReview({ reply: 'Thanks, Jordan!' });
    const order = makeOrder({ ...released, review });
    const { calls } = stubOrder(order, { 'PUT /api/reviews/50': { body: review } });
    const { user } = renderOrder();
    const shown = await screen.findByRole('region', { name: 'Your review' });
    expect(within(shown).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Clear explanations, very patient.');
    expect(shown).toHaveTextContent('Thanks, Jordan!');
    await user.click(button('Edit review'));
    const dialog = screen.getByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.clear(within(dialog).getByLabelText('Comment (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await expectToast('Review updated', 'Your changes have been saved.', false);
    expect(calls('PUT /api/reviews/50').map((r) => r.body)).toEqual([{ rating: 5, comment: null }]);
    expect(calls('POST /api/reviews')).toHaveLength(0);
  });

  it('shows the edit window closing as a refused action with its reason', async () => {
    stubOrder(
      makeOrder({
        status: 'funds_released',
        review: makeReview(),
        actions: [refused('review', 'Reviews can be edited for 7 days')],
      }),
    );
    renderOrder();
    await actions();
    expect(button('Edit review')).toBeDisabled();
    expect(button('Edit review')).toHaveAccessibleDescription('Reviews can be edited for 7 days');
  });
});
