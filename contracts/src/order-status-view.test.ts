import { cancelReasonText, extraTimeText, orderStatusView } from './order-status-view';

describe('orderStatusView', () => {
  it("labels a refund of part of the payment 'Partially refunded', of all of it 'Refunded'", () => {
    expect(orderStatusView({ status: 'refunded', totalAmount: 26.4, refundedAmount: 10.5 }).label).toBe(
      'Partially refunded',
    );
    expect(orderStatusView({ status: 'refunded', totalAmount: 26.4, refundedAmount: 26.4 }).label).toBe(
      'Refunded',
    );
  });

  it('reads an order completed by its extra time (after the release) as complete', () => {
    expect(orderStatusView({ status: 'completed', totalAmount: 26.4, refundedAmount: 0 })).toEqual({
      label: 'Completed',
      variant: 'default',
      meaning: 'The order is complete.',
    });
  });
});

describe('extraTimeText', () => {
  it('names the hours and whether they are paid', () => {
    expect(extraTimeText({ hours: 1, status: 'requested' })).toBe('Extra time: 1 hour (awaiting payment)');
    expect(extraTimeText({ hours: 2.5, status: 'paid' })).toBe('Extra time: 2.5 hours (paid)');
  });
});

describe('cancelReasonText: one wording for the order page and My Orders', () => {
  it('a booking given up because its gig was paused or removed says so, and that nothing was charged', () => {
    for (const viewerRole of ['customer', 'provider'] as const)
      expect(cancelReasonText({ cancelReason: 'gig_unavailable', viewerRole })).toBe(
        'Cancelled: the gig was paused or removed by its provider. Nothing was charged',
      );
  });

  it("words the customer's own cancel for each side, and knows nothing of an unknown reason", () => {
    expect(cancelReasonText({ cancelReason: 'customer', viewerRole: 'customer' })).toBe('Cancelled by you');
    expect(cancelReasonText({ cancelReason: 'customer', viewerRole: 'provider' })).toBe(
      'Cancelled by the customer',
    );
    expect(cancelReasonText({ cancelReason: 'something_new', viewerRole: 'customer' })).toBeNull();
  });
});
