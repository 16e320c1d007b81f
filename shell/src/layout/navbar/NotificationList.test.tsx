import { renderOnServerThenHydrate } from '../../runtime/testing';
import { NotificationList } from './NotificationList';
import { testNotification } from './testNotifications';

test("a notification's time is the server's (UTC) through hydration, then the visitor's own", async () => {
  const items = [testNotification(1, { createdAt: '2026-11-27T06:02:00.000Z' })];
  const { html, container, problems } = await renderOnServerThenHydrate(
    <NotificationList items={items} onOpen={() => undefined} />,
    { browser: { timeZone: 'America/Los_Angeles', now: '2026-11-27T07:00:00.000Z' } },
  );

  expect(problems).toEqual([]);
  expect(html).toContain('Nov 27, 6:02 AM</time>');
  expect(container.querySelector('time')).toHaveTextContent('Nov 26, 10:02 PM');
});
