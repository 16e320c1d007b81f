import { eq } from 'drizzle-orm';
import {
  computeFees,
  latestProcess,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  type OrderStatus,
} from '@campus/contracts';
import { orders, users } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { postJournal } from '../../src/ledger/journal';
import { releasedOrderJournals } from '../../src/ledger/order-journals';
import { Browser, DEMO_EMAIL, DEMO_PASSWORD, signedIn } from '../auth/browser';
import { must, type TestServer } from '../harness';
import { gigFor, type Parties } from '../orders/fixtures';

/**
 * Signs in a student made straight in the database (orders/fixtures' `parties`): they get the demo
 * accounts' password first (the test server must be seeded).
 */
export async function signInAs(server: Pick<TestServer, 'url' | 'db'>, userId: number): Promise<Browser> {
  const [demo] = await server.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  const [user] = await server.db
    .update(users)
    .set({ passwordHash: must(demo?.hash, 'demo password hash') })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return signedIn(server, must(user, `user ${userId}`).email, DEMO_PASSWORD);
}

const DAY = 86_400_000;

/**
 * A finished order of `p` on a new gig, as the demo data writes them: booked, captured, confirmed a
 * day later, with its money's whole path in the ledger (paid out only once `funds_released`).
 */
export async function releasedOrder(
  db: Db,
  p: Pick<Parties, 'customerId' | 'providerId'>,
  status: Extract<OrderStatus, 'confirmed_completed' | 'funds_released' | 'completed'> = 'funds_released',
  priceCents = 2500,
): Promise<number> {
  const fees = computeFees(priceCents);
  const bookedAt = new Date(Date.now() - 2 * DAY);
  const confirmedAt = new Date(bookedAt.getTime() + DAY);
  const gigId = await gigFor(db, p.providerId, priceCents);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        gigId,
        customerId: p.customerId,
        providerId: p.providerId,
        totalAmountCents: fees.totalCents,
        platformFeeCents: fees.platformFeeCents,
        priceCents: fees.baseCents,
        transactionFeeCents: fees.transactionFeeCents,
        status,
        createdAt: bookedAt,
        processVersion: latestProcess('gig-booking').version,
        authorisedAt: bookedAt,
        paymentCapturedAt: bookedAt,
        escrowReleaseDate: new Date(bookedAt.getTime() + ESCROW_RELEASE_DAYS * DAY),
        disputeDeadline: new Date(bookedAt.getTime() + DISPUTE_WINDOW_DAYS * DAY),
        buyerConfirmedAt: confirmedAt,
        fundsReleasedAt: status === 'funds_released' ? confirmedAt : null,
        paidOutAt: status === 'funds_released' ? confirmedAt : null,
        completedAt: status === 'confirmed_completed' ? null : confirmedAt,
      })
      .returning();
    const row = must(order, 'order');
    for (const journal of releasedOrderJournals(row))
      if (journal.kind !== 'payout' || status === 'funds_released') await postJournal(tx, journal);
    return row.id;
  });
}
