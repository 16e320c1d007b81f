import type { NotificationNotice } from '@campus/contracts';
import type { LiveEventSource } from '../events/hub';
import { unreadNotifications } from './service';

/** A new entry of a user's notification centre reaches their streams as state (`notification`). */
export const notificationLiveEvents: LiveEventSource = {
  kinds: [
    {
      kind: 'notification',
      async deliver(payload, participants, { db, offer }) {
        const notice = payload as NotificationNotice;
        // the count written in the transaction missed notifications committed beside it: count again now
        // (in commit order, so the last event a tab gets carries the count after every commit it heard of)
        const [userId] = participants;
        const unread =
          userId === undefined
            ? notice.unread
            : await unreadNotifications(db, userId).catch(() => notice.unread);
        offer(participants, 'notification', JSON.stringify({ ...notice, unread }));
      },
    },
  ],
};
