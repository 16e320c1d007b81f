import { screen, within } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import type { OrderDetail, OrderStatus } from '@campus/contracts';
import { fromNow, makeEvent, makeOrder } from '../../../test/fixtures';
import { renderOrder } from '../../../test/render';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * An order whose extra time was paid after its escrow was released (`complete_extra_time` from
 * `funds_released`, or from `confirmed_completed` before the payout): confirmed a day after capture, so
 * its auto-release date and dispute deadline are still ahead, and they are no longer promises.
 */
function completedAfter(from: Extract<OrderStatus, 'funds_released' | 'confirmed_completed'>): OrderDetail {
  const paidOut = from === 'funds_released';
  const released = [
    makeEvent(),
    makeEvent({ id: 2, transition: 'capture', fromStatus: 'payment_processing', toStatus: 'payment_held' }),
    makeEvent({
      id: 3,
      transition: 'confirm_receipt',
      fromStatus: 'payment_held',
      toStatus: 'confirmed_completed',
      createdAt: fromNow(-2 * HOUR),
    }),
    ...(paidOut
      ? [
          makeEvent({
            id: 4,
            transition: 'release_funds',
            actorKind: 'system' as const,
            actorName: null,
            fromStatus: 'confirmed_completed' as const,
            toStatus: 'funds_released' as const,
            createdAt: fromNow(-2 * HOUR),
          }),
        ]
      : []),
  ];
  return makeOrder({
    status: 'completed',
    paymentCapturedAt: fromNow(-DAY),
    escrowReleaseDate: fromNow(6 * DAY),
    disputeDeadline: fromNow(2 * DAY),
    buyerConfirmedAt: fromNow(-2 * HOUR),
    fundsReleasedAt: paidOut ? fromNow(-2 * HOUR) : null,
    paidOutAt: paidOut ? fromNow(-2 * HOUR) : null,
    completedAt: fromNow(-HOUR),
    events: [
      ...released,
      makeEvent({
        id: 9,
        transition: 'complete_extra_time',
        fromStatus: from,
        toStatus: 'completed',
        createdAt: fromNow(-HOUR),
      }),
    ],
    extraTime: [
      {
        id: 4,
        orderId: 31,
        hours: 2,
        price: 50,
        platformFee: 2,
        transactionFee: 0.4,
        amount: 52.4,
        status: 'paid',
        requestedAt: fromNow(-90 * 60 * 1000),
        paidAt: fromNow(-HOUR),
      },
    ],
  });
}

describe('an order whose extra time is paid after release', () => {
  it.each(['funds_released', 'confirmed_completed'] as const)(
    'reads complete on the order page (from %s): no escrow deadline, no payment awaited',
    async (from) => {
      stubFetch({ 'GET /api/orders/31': { body: completedAfter(from) } });
      renderOrder();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Order #31' });
      expect(heading.nextElementSibling).toHaveTextContent('Completed');
      const escrow = screen.getByRole('region', { name: 'Escrow' });
      expect(within(escrow).getByText('Completed')).toBeInTheDocument();
      expect(within(escrow).queryByText('Auto-release date')).not.toBeInTheDocument();
      expect(within(escrow).queryByText('Dispute deadline')).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Payment' })).getByText('Extra time: 2 hours (paid)'),
      ).toBeInTheDocument();
      expect(screen.getByText('Extra time paid: the order is complete')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(
        /releases automatically|awaiting|auto-release|dispute (deadline|window)/i,
      );
    },
  );
});
