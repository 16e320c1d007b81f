import { cancelReasonText } from '../components/OrderHeader';

describe('why an order was cancelled, in words', () => {
  it('a booking given up because its gig was paused or deleted says so, and that nothing was charged', () => {
    for (const viewerRole of ['customer', 'provider'] as const) {
      expect(cancelReasonText({ cancelReason: 'gig_unavailable', viewerRole })).toBe(
        'Cancelled: the gig was paused or removed by its provider. Nothing was charged',
      );
    }
  });
});
