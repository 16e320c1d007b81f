import { renderOnServerThenHydrate } from '@campus/shell/testing';
import { makeEvent, makeOrder, makeReview } from '../../../test/fixtures';
import { DisputeDetails } from '../../../components/DisputeDetails';
import { OrderTimeline } from '../../../components/OrderTimeline';
import { EscrowPanel } from './EscrowPanel';
import { OrderHeader } from './OrderHeader';
import { ReviewPanel } from './ReviewPanel';

// The server reads and renders the order at 23:30 UTC on May 12; a visitor in Los Angeles (still 4:30 PM
// that day) hydrates the page two hours later.
const READ_AT = '2025-05-12T23:30:00.000Z';
const LOS_ANGELES = { timeZone: 'America/Los_Angeles', now: '2025-05-13T01:30:00.000Z' };

const order = makeOrder({
  createdAt: '2025-05-10T02:00:00.000Z',
  paymentCapturedAt: '2025-05-10T02:05:00.000Z',
  deliveredAt: '2025-05-12T22:00:00.000Z',
  disputeDeadline: '2025-05-15T23:00:00.000Z',
  escrowReleaseDate: '2025-05-19T23:00:00.000Z',
  events: [makeEvent({ createdAt: '2025-05-10T02:00:00.000Z' })],
  review: makeReview({ createdAt: '2025-05-13T01:00:00.000Z', updatedAt: null }),
});

function OrderParts() {
  return (
    <>
      <OrderHeader order={order} />
      <EscrowPanel order={order} readAt={Date.parse(READ_AT)} />
      <ReviewPanel order={order} />
      <OrderTimeline events={order.events} />
      <DisputeDetails
        dispute={{
          reason: 'Service not as described',
          details: null,
          openedAt: '2025-05-11T03:00:00.000Z',
          contestedAt: null,
          providerStatement: null,
          resolution: {
            outcome: 'release',
            refundAmount: null,
            note: null,
            decidedAt: '2025-05-12T04:00:00.000Z',
          },
        }}
        totalAmount={order.totalAmount}
        noStatement="No statement"
      />
    </>
  );
}

test("the order's dates and countdowns agree through hydration, then follow the visitor's zone and clock", async () => {
  const { served, container, problems } = await renderOnServerThenHydrate(<OrderParts />, {
    server: { timeZone: 'UTC', now: READ_AT },
    browser: LOS_ANGELES,
  });

  expect(problems).toEqual([]);
  // the server's words: UTC days, counted from when the order was read
  expect(served).toHaveTextContent('Booked May 10, 2025');
  expect(served).toHaveTextContent('Dispute window closes in 2 days 23 hours');
  expect(served).toHaveTextContent('open a dispute by May 15, 2025');
  expect(served).toHaveTextContent('May 10, 2025 at 2:00 AM');
  expect(served).toHaveTextContent('Written May 13, 2025');
  expect(served).toHaveTextContent('OpenedMay 11, 2025 at 3:00 AM');
  // then the visitor's: Los Angeles days and times, counted from the visitor's clock
  expect(container).toHaveTextContent('Booked May 9, 2025');
  expect(container).toHaveTextContent('Dispute window closes in 2 days 21 hours');
  expect(container).toHaveTextContent('May 9, 2025 at 7:00 PM');
  expect(container).toHaveTextContent('Written May 12, 2025');
  expect(container).toHaveTextContent('OpenedMay 10, 2025 at 8:00 PM');
  expect(container).toHaveTextContent('DecidedMay 11, 2025 at 9:00 PM');
});
