import { renderOnServerThenHydrate } from '@campus/shell/testing';
import { ordersQueryOptions } from '../../../api/get-orders';
import { AWAITING_DELIVERY, makeOrder } from '../../../test/orders';
import { user } from '../../../test/users';
import { RecentActivityCard } from '../dashboard/RecentActivityCard';
import { MyOrdersTab } from '../my-orders/MyOrdersTab';
import { SummaryCard } from '../profile-tab/SummaryCard';

// The server reads the orders and renders at 23:30 UTC on March 29; a visitor in Tokyo hydrates the page
// three hours later (11:30 AM on March 30), after the order's delivery deadline (23:45 UTC) passed.
const READ_AT = '2025-03-29T23:30:00.000Z';
const TOKYO = { timeZone: 'Asia/Tokyo', now: '2025-03-30T02:30:00.000Z' };

const student = user({ id: 7, createdAt: '2025-01-15T20:00:00.000Z' });
const order = makeOrder({
  ...AWAITING_DELIVERY,
  createdAt: '2025-03-14T20:00:00.000Z',
  deliveryCancellableAt: '2025-03-29T23:45:00.000Z',
});

function Profile() {
  return (
    <>
      <SummaryCard user={student} editing={false} onEdit={() => undefined} />
      <RecentActivityCard user={student} />
      <MyOrdersTab user={student} />
    </>
  );
}

test("the profile's dates, relative times and next steps agree through hydration, then follow the visitor", async () => {
  const { served, container, problems } = await renderOnServerThenHydrate(<Profile />, {
    server: { timeZone: 'UTC', now: READ_AT },
    browser: TOKYO,
    route: `/profile?order=${order.id}`,
    user: student,
    seed: (client) => client.setQueryData(ordersQueryOptions(student.id).queryKey, [order]),
  });

  expect(problems).toEqual([]);
  // the server's: UTC days, the delivery deadline still ahead when the orders were read
  expect(served).toHaveTextContent('January 15, 2025');
  expect(served).toHaveTextContent('March 14, 2025');
  expect(served).toHaveTextContent('you can cancel for a full refund from March 29, 2025');
  expect(served.querySelector('time[title]')).toHaveAttribute('title', 'March 28, 2025');
  // the visitor's: Tokyo days, and the deadline has passed
  expect(container).toHaveTextContent('January 16, 2025');
  expect(container).toHaveTextContent('March 15, 2025');
  expect(container).toHaveTextContent('you can cancel now for a full refund');
  expect(container.querySelector('time[title]')).toHaveAttribute('title', 'March 29, 2025');
});
