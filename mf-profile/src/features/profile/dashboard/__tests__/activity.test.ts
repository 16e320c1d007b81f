import { ORDER_STATUSES, PRODUCT_NAME, type Order } from '@campus/contracts';
import { ITEM_PURCHASE, makeOrder } from '../../../../test/orders';
import { ACTIVITY_TEXT, COMPLETED_STATUSES, deriveActivity } from '../activity';

const now = new Date('2025-06-15T12:00:00.000Z');
const me = { createdAt: '2025-01-15T10:00:00.000Z' };
type Moments = Pick<Order, 'buyerConfirmedAt' | 'fundsReleasedAt' | 'completedAt'>;
const open: Moments = { buyerConfirmedAt: null, fundsReleasedAt: null, completedAt: null };

/** The entries as [text, ISO date], newest first. */
const entries = (...args: Parameters<typeof deriveActivity>) =>
  deriveActivity(...args).map((item) => [item.text, item.at.toISOString()]);

describe('deriveActivity', () => {
  it("always has the welcome (naming the product, dated at sign-up) and 'Complete your profile' (a day ago)", () => {
    expect(ACTIVITY_TEXT.welcome).toBe(`Welcome to ${PRODUCT_NAME}!`);
    expect(entries([], me, now)).toEqual([
      ['Complete your profile to attract more clients', '2025-06-14T12:00:00.000Z'],
      [`Welcome to ${PRODUCT_NAME}!`, '2025-01-15T10:00:00.000Z'],
    ]);
  });

  it("says 'You received a new order' to the provider and 'You placed an order' to the customer, dated when placed", () => {
    const items = deriveActivity(
      [
        makeOrder({
          id: 1,
          viewerRole: 'provider',
          createdAt: '2025-06-10T08:00:00.000Z',
          gigTitle: 'Moving',
        }),
        makeOrder({ id: 2, viewerRole: 'customer', createdAt: '2025-06-12T08:00:00.000Z' }),
      ],
      me,
      now,
    );
    const orders = items.filter((i) => i.orderId !== null);
    expect(orders.map((i) => [i.orderId, i.kind, i.text, i.at.toISOString(), i.title])).toEqual([
      [2, 'placed', 'You placed an order', '2025-06-12T08:00:00.000Z', 'Calculus tutoring'],
      [1, 'received', 'You received a new order', '2025-06-10T08:00:00.000Z', 'Moving'],
    ]);
  });

  it("names what an order bought: a gig's title, or a marketplace item's", () => {
    const items = deriveActivity(
      [
        makeOrder({ id: 1, createdAt: '2025-06-10T08:00:00.000Z' }),
        makeOrder({ id: 2, createdAt: '2025-06-11T08:00:00.000Z', ...ITEM_PURCHASE }),
        makeOrder({ id: 3, createdAt: '2025-06-12T08:00:00.000Z', ...ITEM_PURCHASE, itemTitle: null }),
      ],
      me,
      now,
    );
    expect(items.filter((i) => i.orderId !== null).map((i) => [i.orderId, i.title])).toEqual([
      [3, null],
      [2, 'Desk lamp, barely used'],
      [1, 'Calculus tutoring'],
    ]);
  });

  it.each(ORDER_STATUSES.flatMap((status) => [[status, 'customer'] as const, [status, 'provider'] as const]))(
    "a %s order seen by the %s reads 'Order completed' only when completed",
    (status, viewerRole) => {
      const [item] = deriveActivity([makeOrder({ status, viewerRole })], me, now).filter(
        (i) => i.orderId !== null,
      );
      const completed = ['confirmed_completed', 'funds_released', 'completed'].includes(status);
      const expected = completed
        ? 'Order completed'
        : viewerRole === 'provider'
          ? 'You received a new order'
          : 'You placed an order';
      expect(item?.text).toBe(expected);
      expect(COMPLETED_STATUSES.includes(status)).toBe(completed);
    },
  );

  it('dates a completed order at the first moment it records of its completion', () => {
    const completed = (id: number, moments: Partial<Moments>) =>
      makeOrder({ id, status: 'completed', createdAt: '2025-06-01T00:00:00.000Z', ...open, ...moments });
    const items = deriveActivity(
      [
        completed(1, {
          buyerConfirmedAt: '2025-06-05T00:00:00.000Z',
          fundsReleasedAt: '2025-06-06T00:00:00.000Z',
          completedAt: '2025-06-07T00:00:00.000Z',
        }),
        completed(2, {
          fundsReleasedAt: '2025-06-04T00:00:00.000Z',
          completedAt: '2025-06-03T00:00:00.000Z',
        }),
        completed(3, {}),
      ],
      me,
      now,
    );
    const at = Object.fromEntries(items.filter((i) => i.orderId).map((i) => [i.orderId, i.at.toISOString()]));
    expect(at).toEqual({
      1: '2025-06-05T00:00:00.000Z',
      2: '2025-06-03T00:00:00.000Z',
      // released automatically and not paid out yet: no completion moment recorded
      3: '2025-06-01T00:00:00.000Z',
    });
  });

  it('sorts newest first, the system entries among the orders', () => {
    expect(
      entries(
        [
          makeOrder({ id: 1, createdAt: '2025-06-15T11:00:00.000Z' }),
          makeOrder({ id: 2, createdAt: '2025-01-01T00:00:00.000Z' }),
          makeOrder({ id: 3, createdAt: '2025-06-13T00:00:00.000Z', viewerRole: 'provider' }),
        ],
        me,
        now,
      ),
    ).toEqual([
      ['You placed an order', '2025-06-15T11:00:00.000Z'],
      ['Complete your profile to attract more clients', '2025-06-14T12:00:00.000Z'],
      ['You received a new order', '2025-06-13T00:00:00.000Z'],
      [`Welcome to ${PRODUCT_NAME}!`, '2025-01-15T10:00:00.000Z'],
      ['You placed an order', '2025-01-01T00:00:00.000Z'],
    ]);
  });

  it('keeps the six newest entries', () => {
    const orders = Array.from({ length: 9 }, (_, i) =>
      makeOrder({ id: i + 1, createdAt: new Date(Date.UTC(2025, 5, 15, i)).toISOString() }),
    );
    const items = deriveActivity(orders, me, now);
    expect(items).toHaveLength(6);
    expect(items.map((i) => i.key)).toEqual([
      'order-9',
      'order-8',
      'order-7',
      'order-6',
      'order-5',
      'order-4',
    ]);
  });
});
