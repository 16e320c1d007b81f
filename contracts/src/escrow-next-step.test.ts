import { escrowNextStep, type EscrowFacts } from './order-status-view';

/** What the order page and the success screens say happens next to a payment held in escrow. */
const held: EscrowFacts = {
  status: 'payment_held',
  process: 'gig-booking',
  deliveredAt: null,
  disputeDeadline: null,
  escrowReleaseDate: null,
  deliveryCancellableAt: '2030-03-15T12:00:00.000Z',
  deliveryRefundAt: '2030-03-22T12:00:00.000Z',
};
const delivered: EscrowFacts = {
  ...held,
  deliveredAt: '2030-03-05T12:00:00.000Z',
  disputeDeadline: '2030-03-08T12:00:00.000Z',
  escrowReleaseDate: '2030-03-12T12:00:00.000Z',
  deliveryCancellableAt: null,
  deliveryRefundAt: null,
};
const before = new Date('2030-03-10T12:00:00.000Z');

describe('escrowNextStep', () => {
  it('before delivery tells the customer nothing is released, the 3 and 7 days from delivery, and the cancel and refund dates', () => {
    const text = escrowNextStep(held, 'customer', before) ?? '';
    expect(text).toContain('nothing is released until the provider has marked the service delivered');
    expect(text).toContain('3 days to report a problem');
    expect(text).toContain('released 7 days after delivery');
    expect(text).toContain('cancel for a full refund from March 15, 2030');
    expect(text).toContain('refunded automatically on March 22, 2030');
  });

  it('once the delivery deadline passed, the customer may cancel now', () => {
    expect(escrowNextStep(held, 'customer', new Date('2030-03-15T12:00:00.000Z'))).toContain(
      'you can cancel now for a full refund',
    );
  });

  it('after delivery gives the dispute deadline and the release date, to each side', () => {
    expect(escrowNextStep(delivered, 'customer', before)).toContain('open a dispute by March 8, 2030');
    expect(escrowNextStep(delivered, 'customer', before)).toContain('automatically on March 12, 2030');
    expect(escrowNextStep(delivered, 'provider', before)).toContain(
      'You marked the service delivered on March 5, 2030',
    );
  });

  it('names the seller and the hand-over for an item purchase', () => {
    const text = escrowNextStep({ ...held, process: 'item-purchase' }, 'customer', before) ?? '';
    expect(text).toContain('until the seller has marked the item handed over');
  });

  it('says nothing when the money is not held', () => {
    for (const status of ['payment_processing', 'in_dispute', 'funds_released', 'refunded'] as const)
      expect(escrowNextStep({ ...delivered, status }, 'customer', before)).toBeNull();
  });
});

describe("escrowNextStep's dates", () => {
  // 22:00 UTC on March 8 is already March 9 in Tokyo
  const late = { ...delivered, disputeDeadline: '2030-03-08T22:00:00.000Z' };
  afterEach(() => {
    process.env.TZ = 'UTC';
  });

  it('are UTC days wherever the text is made (the server and the hydration render agree)', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(escrowNextStep(late, 'customer', before)).toContain('open a dispute by March 8, 2030');
  });

  it("are the visitor's days with local (once hydrated)", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(escrowNextStep(late, 'customer', before, true)).toContain('open a dispute by March 9, 2030');
  });
});
