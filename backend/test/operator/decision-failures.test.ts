import { api, type OrderDetail } from '@campus/contracts';
import { PaymentProviderError, type PaymentProvider } from '../../src/payments/provider';
import { REFUND_UNDER_WAY } from '../../src/orders/disputes';
import { json } from '../harness';
import { intentsOfOrder, orderFileHooks, orderRow } from '../orders/support';
import {
  acceptRefund,
  answered,
  contest,
  decide,
  detailOf,
  disputedOrder,
  expectRefused,
  startDisputeWorld,
  withdraw,
  type DisputeWorld,
} from './dispute-support';

/**
 * A payment processor that fails during a dispute's decision (issue 19, item 4): refused outright, down
 * (nothing reaches it), or lost (the refund is made, its answer never comes back). Whatever it did, the
 * order must end where every party's normal actions work again, and never refund twice.
 */
type RefundFault = 'refused' | 'down' | 'lost';
let fault: RefundFault | undefined;

/** Every refund's idempotency key, in the order the processor was asked. */
const refundKeys: string[] = [];
/**
 * The keys of the refunds refused, with their parameters: as Stripe does, the processor keeps a refusal
 * under its key for 24 h, answers it again to the same request and refuses the key with other parameters.
 */
const refusedKeys = new Map<string, string>();
const declined = () =>
  new PaymentProviderError('The refund was declined by the card issuer.', 'refused', 'refund_declined');

const failingRefunds = (inner: PaymentProvider): PaymentProvider => ({
  ...inner,
  refund: async (intentId, amountCents, key) => {
    refundKeys.push(key);
    const params = `${intentId} ${amountCents ?? 'all'}`;
    const kept = refusedKeys.get(key);
    if (kept === params) throw declined();
    if (kept !== undefined)
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'refused',
        'idempotency_key_in_use',
      );
    if (fault === 'refused') {
      refusedKeys.set(key, params);
      throw declined();
    }
    if (fault === 'down') throw new PaymentProviderError('connect ECONNREFUSED', 'unavailable');
    const made = await inner.refund(intentId, amountCents, key);
    if (fault === 'lost') throw new PaymentProviderError('Request timed out', 'unavailable');
    return made;
  },
});

let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld({ wrapPayments: failingRefunds, payouts: true });
});
orderFileHooks(
  () => w.server,
  () => {
    fault = undefined;
  },
);

const NOTE = 'Half the session took place.';

/** Whether `action` is offered to the viewer of `detail`, and why not. */
const action = (detail: OrderDetail, name: string) => {
  const found = detail.actions.find((a) => a.action === name);
  return { allowed: found?.allowed, reason: found?.reason };
};

const keysOf = (orderId: number) => refundKeys.filter((k) => k.startsWith(`order:${orderId}:`));

const refundedAtProcessor = async (orderId: number) =>
  (await intentsOfOrder(w.server.db, orderId)).reduce((sum, i) => sum + i.amountRefundedCents, 0);

/** An order in dispute whose operator refund (half) the processor just failed as `how`. */
async function failedOperatorRefund(how: RefundFault, status: number) {
  const order = await disputedOrder(w);
  fault = how;
  const half = Math.floor(order.totalAmountCents / 2) / 100;
  const res = await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: half, note: NOTE });
  expect(res.status).toBe(status);
  fault = undefined;
  return { order, half };
}

describe('an operator refund the processor refuses', () => {
  it('answers 400 with its reason and leaves the dispute open as it was: nothing under way, nothing refunded', async () => {
    const { order } = await failedOperatorRefund('refused', 400);
    expect(await orderRow(w.server.db, order.id)).toMatchObject({
      status: 'in_dispute',
      disputeOutcome: null,
      disputeDecidedAt: null,
    });
    expect(await refundedAtProcessor(order.id)).toBe(0);
    // both parties' pages offer their actions again
    expect(action(await detailOf(w.maya, order.id), 'withdraw_dispute')).toEqual({
      allowed: true,
      reason: null,
    });
    expect(action(await detailOf(w.jordan, order.id), 'accept_refund')).toEqual({
      allowed: true,
      reason: null,
    });
    expect(action(await detailOf(w.jordan, order.id), 'contest_dispute')).toEqual({
      allowed: true,
      reason: null,
    });
  });

  it('the customer can then withdraw: released and paid out', async () => {
    const { order } = await failedOperatorRefund('refused', 400);
    expect((await answered(await withdraw(w.maya, order.id))).status).toBe('funds_released');
  });

  it('the provider can then contest, and accept a refund', async () => {
    const { order } = await failedOperatorRefund('refused', 400);
    expect((await answered(await contest(w.jordan, order.id))).status).toBe('in_dispute');
    expect((await answered(await acceptRefund(w.jordan, order.id))).status).toBe('refunded');
    expect(await refundedAtProcessor(order.id)).toBe(order.totalAmountCents);
  });

  it('an operator can then decide again, either way', async () => {
    const refused = await failedOperatorRefund('refused', 400);
    const release = await decide(w.marcus, refused.order.id, { outcome: 'release', note: NOTE });
    expect({ status: release.status, body: await json(release) }).toMatchObject({
      status: 200,
      body: { status: 'funds_released' },
    });

    const again = await failedOperatorRefund('refused', 400);
    const refund = await decide(w.marcus, again.order.id, {
      outcome: 'refund',
      refundAmount: again.half,
      note: NOTE,
    });
    expect({ status: refund.status, body: await json(refund) }).toMatchObject({
      status: 200,
      body: { status: 'refunded', refundedAmount: again.half },
    });
    expect(await refundedAtProcessor(again.order.id)).toBe(Math.round(again.half * 100));
  });
});

describe('an operator refund while the processor is down', () => {
  it('answers 503; nothing was refunded, so the dispute is open again and the customer can withdraw', async () => {
    const { order } = await failedOperatorRefund('down', 503);
    expect((await orderRow(w.server.db, order.id)).disputeOutcome).toBeNull();
    expect((await answered(await withdraw(w.maya, order.id))).status).toBe('funds_released');
    expect(await refundedAtProcessor(order.id)).toBe(0);
  });
});

describe('an operator refund whose answer is lost (the processor made it)', () => {
  it('keeps the refund under way (the money moved): only the same decision completes it, refunding once', async () => {
    const { order, half } = await failedOperatorRefund('lost', 503);
    expect(await refundedAtProcessor(order.id)).toBe(Math.round(half * 100));
    await expectRefused(await withdraw(w.maya, order.id), 409, REFUND_UNDER_WAY);
    const retried = await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: half, note: NOTE });
    expect({ status: retried.status, body: await json(retried) }).toMatchObject({
      status: 200,
      body: { status: 'refunded', refundedAmount: half },
    });
    expect(await refundedAtProcessor(order.id)).toBe(Math.round(half * 100));
  });
});

describe("the provider's accepted refund the processor refuses", () => {
  it('answers 400 and leaves the dispute open: the customer can withdraw, an operator can decide', async () => {
    const first = await disputedOrder(w);
    fault = 'refused';
    expect((await acceptRefund(w.jordan, first.id)).status).toBe(400);
    fault = undefined;
    expect((await orderRow(w.server.db, first.id)).disputeOutcome).toBeNull();
    expect((await answered(await withdraw(w.maya, first.id))).status).toBe('funds_released');

    const second = await disputedOrder(w);
    fault = 'refused';
    expect((await acceptRefund(w.jordan, second.id)).status).toBe(400);
    fault = undefined;
    const decided = await decide(w.marcus, second.id, { outcome: 'release', note: NOTE });
    expect(decided.status).toBe(200);
    expect(api.decideDispute.reply.parse(await json(decided)).status).toBe('funds_released');
    expect(await refundedAtProcessor(second.id)).toBe(0);
  });
});

describe('the refund after a refused one (the processor keeps a refusal under its idempotency key)', () => {
  it("the provider's acceptance is a new refund request, and succeeds", async () => {
    const { order } = await failedOperatorRefund('refused', 400);
    expect((await answered(await acceptRefund(w.jordan, order.id))).status).toBe('refunded');
    expect(await refundedAtProcessor(order.id)).toBe(order.totalAmountCents);
    const [refused, accepted, ...more] = keysOf(order.id);
    expect(more).toEqual([]);
    expect([refused, accepted]).toEqual([`order:${order.id}:refund:0`, `order:${order.id}:refund:1`]);
  });

  it('an operator refund of another amount is a new refund request, and succeeds', async () => {
    const { order } = await failedOperatorRefund('refused', 400);
    const quarter = Math.floor(order.totalAmountCents / 4) / 100;
    const res = await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: quarter, note: NOTE });
    expect({ status: res.status, body: await json(res) }).toMatchObject({
      status: 200,
      body: { status: 'refunded', refundedAmount: quarter },
    });
    expect(await refundedAtProcessor(order.id)).toBe(Math.round(quarter * 100));
    const keys = keysOf(order.id);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('a lost answer keeps the key: the retry is the same request, and the one refund', async () => {
    const { order, half } = await failedOperatorRefund('lost', 503);
    const retried = await decide(w.marcus, order.id, { outcome: 'refund', refundAmount: half, note: NOTE });
    expect(retried.status).toBe(200);
    expect(keysOf(order.id)).toEqual([`order:${order.id}:refund:0`, `order:${order.id}:refund:0`]);
    expect(await refundedAtProcessor(order.id)).toBe(Math.round(half * 100));
    expect((await orderRow(w.server.db, order.id)).refundAttempt).toBe(0);
  });
});
