import type { OrderNotice } from '@campus/contracts';
import type { Tx } from '../db/types';
import type { LiveEventSource } from '../events/hub';
import { publishLive } from '../events/notify';

/** An order took a transition that concerns `userId` (orders/notifications.ts decides who). */
export async function publishOrderNotice(tx: Tx, userId: number, notice: OrderNotice): Promise<void> {
  await publishLive(tx, { kind: 'order', participants: [userId], payload: notice });
}

/** An order's transition reaches its party's streams as state (`order`), never replayed. */
export const orderLiveEvents: LiveEventSource = {
  kinds: [
    {
      kind: 'order',
      async deliver(payload, participants, { offer }) {
        offer(participants, 'order', JSON.stringify(payload as OrderNotice));
      },
    },
  ],
};
