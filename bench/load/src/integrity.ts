/**
 * After the run: every acknowledged write checked against the database (present exactly once, as last
 * acknowledged), and the ledger's invariants (every journal sums to zero; escrow holds exactly the
 * held orders, authorisation_holds the authorised ones).
 */
import pg from 'pg';
import { balances } from '../../../backend/src/ledger/journal';
import { productDb } from '../../api/src/product-sql';
import type { Acks, OrderStage } from './acks';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The statuses an order may have after its last acknowledged call (a later call may have gone through unacknowledged). */
const STATUSES_AFTER: Record<OrderStage, string[]> = {
  // an unpaid booking may be abandoned (cancelled) by the orders job
  booked: [
    'awaiting_payment',
    'cancelled',
    'payment_processing',
    'payment_held',
    'confirmed_completed',
    'funds_released',
  ],
  paid: ['payment_processing', 'payment_held', 'confirmed_completed', 'funds_released'],
  captured: ['payment_held', 'confirmed_completed', 'funds_released'],
  confirmed: ['confirmed_completed', 'funds_released'],
};

const list = (xs: unknown[], max = 5) =>
  xs.length > max ? `${xs.slice(0, max).join(', ')}, ...` : xs.join(', ');

/**
 * Rows the students wrote beyond what was acknowledged: `unacknowledged` calls of that step failed, and
 * each may have been written before its answer was lost; more extra rows than that are duplicates.
 */
function extraRows(name: string, acked: number, stored: number, unacknowledged: number): Check {
  const extra = stored - acked;
  return {
    name,
    ok: extra >= 0 && extra <= unacknowledged,
    detail:
      `${stored} stored, ${acked} acknowledged` +
      (extra > 0 ? ` (${extra} more: written, answer failed; ${unacknowledged} calls failed)` : '') +
      (extra < 0 ? ` (${-extra} LOST)` : ''),
  };
}

export interface FailedCalls {
  messages: number;
  bookings: number;
  reviews: number;
  items: number;
}

export async function checkIntegrity(
  url: string,
  acks: Acks,
  studentIds: number[],
  failed: FailedCalls,
): Promise<Check[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<R>(text, values)).rows;
  const checks: Check[] = [];
  try {
    // messages: each acknowledged one stored once, with its content; no more from the students
    const ids = [...acks.messages.keys()];
    const stored = await q<{ id: number; content: string }>(
      'select id, content from messages where id = any($1::int[])',
      [ids],
    );
    const byId = new Map(stored.map((r) => [r.id, r.content]));
    const wrong = ids.filter((id) => byId.get(id) !== acks.messages.get(id)?.content);
    const contents = [...acks.messages.values()].map((m) => m.content);
    const doubled = await q<{ content: string }>(
      'select content from messages where content = any($1::text[]) group by content having count(*) > 1',
      [contents],
    );
    checks.push({
      name: 'messages: every acknowledged one present exactly once',
      ok: wrong.length === 0 && doubled.length === 0,
      detail:
        `${ids.length} acknowledged, ${ids.length - wrong.length} found as sent` +
        (wrong.length ? `; missing or changed: ${list(wrong)}` : '') +
        (doubled.length ? `; stored twice: ${doubled.length}` : ''),
    });
    // the checkout notes are posted by the product, at authorisation: checked on their own below
    const notes = [...acks.orders.values()].flatMap((o) => (o.note ? [o.note] : []));
    const [sent] = await q<{ n: number }>(
      'select count(*)::int as n from messages where sender_id = any($1::int[]) and content <> all($2::text[])',
      [studentIds, notes],
    );
    checks.push(
      extraRows('messages: none beyond the acknowledged', ids.length, sent?.n ?? 0, failed.messages),
    );

    // orders: one per acknowledged intent, as far as its last acknowledged call took it
    const acked = [...acks.orders.values()];
    const orders = await q<{ intent: string; n: number; id: number; status: string; customer: number }>(
      `select payment_intent_id as intent, count(*)::int as n, min(id) as id, min(status) as status,
              min(customer_id) as customer
       from orders where payment_intent_id = any($1::text[]) group by payment_intent_id`,
      [acked.map((o) => o.intentId)],
    );
    const byIntent = new Map(orders.map((o) => [o.intent, o]));
    const bad = acked.filter((o) => {
      const row = byIntent.get(o.intentId);
      return (
        !row ||
        row.n !== 1 ||
        row.customer !== o.customerId ||
        (o.orderId !== undefined && row.id !== o.orderId) ||
        !STATUSES_AFTER[o.stage].includes(row.status)
      );
    });
    const stages = (['booked', 'paid', 'captured', 'confirmed'] as const)
      .map((s) => `${acked.filter((o) => o.stage === s).length} ${s}`)
      .join(', ');
    checks.push({
      name: 'orders: one per acknowledged payment intent, in the state last acknowledged',
      ok: bad.length === 0,
      detail:
        `${acked.length} acknowledged (${stages})` +
        (bad.length ? `; wrong: ${list(bad.map((o) => o.intentId))}` : ''),
    });
    const [perIntent] = await q<{ n: number }>(
      `select count(*)::int as n from (select payment_intent_id from orders where payment_intent_id is not null
         group by payment_intent_id having count(*) > 1) d`,
    );
    const [intentsPerOrder] = await q<{ n: number }>(
      `select count(*)::int as n from (select metadata->>'orderId' from sandbox_payment_intents
         where metadata->>'kind' = 'booking' group by 1 having count(*) > 1) d`,
    );
    checks.push({
      name: 'payments: no order with two intents, no intent with two orders',
      ok: (perIntent?.n ?? 0) === 0 && (intentsPerOrder?.n ?? 0) === 0,
      detail: `${perIntent?.n ?? 0} intents with several orders, ${intentsPerOrder?.n ?? 0} orders with several intents`,
    });
    const [booked] = await q<{ n: number }>(
      'select count(*)::int as n from orders where customer_id = any($1::int[]) and payment_intent_id is not null',
      [studentIds],
    );
    checks.push(
      extraRows(
        'orders: none beyond the acknowledged bookings',
        acked.length,
        booked?.n ?? 0,
        failed.bookings,
      ),
    );

    // checkout notes: one message from the customer to the provider or seller once the payment was
    // authorised, none for a checkout never paid
    const noted = acked.filter((o) => o.note !== undefined);
    const noteRows = await q<{ intent: string; authorised: boolean; n: number; fromCustomer: number }>(
      `select o.payment_intent_id as intent, o.authorised_at is not null as authorised,
              count(m.id)::int as n, count(m.id) filter (where m.sender_id = o.customer_id)::int as "fromCustomer"
       from orders o
       left join messages m on m.content = o.booking_note
        and m.conversation_id = (select c.id from conversations c
          where c.participant_one_id = least(o.customer_id, o.provider_id)
            and c.participant_two_id = greatest(o.customer_id, o.provider_id))
       where o.payment_intent_id = any($1::text[])
       group by o.id`,
      [noted.map((o) => o.intentId)],
    );
    const noteOf = new Map(noteRows.map((r) => [r.intent, r]));
    const badNotes = noted.filter((o) => {
      const row = noteOf.get(o.intentId);
      const want = row?.authorised ? 1 : 0;
      return !row || row.n !== want || row.fromCustomer !== want;
    });
    const posted = noteRows.filter((r) => r.authorised).length;
    checks.push({
      name: 'checkout notes: posted once to the pair once the payment was authorised, never before',
      ok: badNotes.length === 0,
      detail:
        `${noted.length} checkouts with a note, ${posted} authorised` +
        (badNotes.length ? `; wrong: ${list(badNotes.map((o) => o.intentId))}` : ''),
    });

    // items bought: pending while an order holds it, sold once one was released, else available again
    const boughtItems = [...new Set(acked.flatMap((o) => ('itemId' in o.bought ? [o.bought.itemId] : [])))];
    const itemRows = await q<{ id: number; status: string; holding: number; released: number }>(
      `select i.id, i.status,
              count(o.id) filter (where o.status in ('awaiting_payment', 'payment_processing', 'payment_held', 'in_dispute'))::int as holding,
              count(o.id) filter (where o.status in ('confirmed_completed', 'funds_released', 'completed'))::int as released
       from marketplace_items i join orders o on o.marketplace_item_id = i.id
       where i.id = any($1::int[]) group by i.id`,
      [boughtItems],
    );
    const badBought = itemRows.filter((r) => {
      const want = r.released > 0 ? 'sold' : r.holding > 0 ? 'pending' : 'available';
      return r.holding > 1 || r.released > 1 || (r.released > 0 && r.holding > 0) || r.status !== want;
    });
    const count = (status: string) => itemRows.filter((r) => r.status === status).length;
    checks.push({
      name: 'items bought: one order at a time, pending while held, sold once released',
      ok: badBought.length === 0 && itemRows.length === boughtItems.length,
      detail:
        `${boughtItems.length} items with acknowledged purchases: ${count('sold')} sold, ` +
        `${count('pending')} pending, ${count('available')} available again` +
        (badBought.length ? `; wrong: ${list(badBought.map((r) => `${r.id} ${r.status}`))}` : ''),
    });

    // reviews
    const reviewIds = [...acks.reviews.keys()];
    const reviews = await q<{ id: number; order: number }>(
      'select id, order_id as order from reviews where id = any($1::int[])',
      [reviewIds],
    );
    const reviewOf = new Map(reviews.map((r) => [r.id, r.order]));
    const badReviews = reviewIds.filter((id) => reviewOf.get(id) !== acks.reviews.get(id));
    const [doubleReviews] = await q<{ n: number }>(
      `select count(*)::int as n from (select order_id from reviews where order_id is not null
         group by order_id having count(*) > 1) d`,
    );
    checks.push({
      name: 'reviews: every acknowledged one present once, one per order',
      ok: badReviews.length === 0 && (doubleReviews?.n ?? 0) === 0,
      detail:
        `${reviewIds.length} acknowledged` +
        (badReviews.length ? `; missing: ${list(badReviews)}` : '') +
        ((doubleReviews?.n ?? 0) ? `; ${doubleReviews?.n} orders reviewed twice` : ''),
    });
    const [written] = await q<{ n: number }>(
      'select count(*)::int as n from reviews where reviewer_id = any($1::int[])',
      [studentIds],
    );
    checks.push(
      extraRows('reviews: none beyond the acknowledged', reviewIds.length, written?.n ?? 0, failed.reviews),
    );

    // items: each present with the title of its last acknowledged write
    const itemIds = [...acks.items.keys()];
    const items = await q<{ id: number; title: string; seller: number }>(
      'select id, title, seller_id as seller from marketplace_items where id = any($1::int[])',
      [itemIds],
    );
    const itemOf = new Map(items.map((i) => [i.id, i]));
    const badItems = itemIds.filter((id) => {
      const want = acks.items.get(id);
      const got = itemOf.get(id);
      return !want || !got || got.title !== want.title || got.seller !== want.sellerId;
    });
    checks.push({
      name: 'items: every acknowledged one present, as last edited',
      ok: badItems.length === 0,
      detail: `${itemIds.length} acknowledged` + (badItems.length ? `; wrong: ${list(badItems)}` : ''),
    });
    const [listed] = await q<{ n: number }>(
      'select count(*)::int as n from marketplace_items where seller_id = any($1::int[])',
      [studentIds],
    );
    checks.push(
      extraRows('items: none beyond the acknowledged', itemIds.length, listed?.n ?? 0, failed.items),
    );

    // the ledger (the invariants of backend/test/orders/support.ts expectLedgerBalanced)
    const unbalanced = await q<{ key: string }>(
      `select j.key from ledger_journals j left join ledger_entries e on e.journal_id = j.id
       group by j.id having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2`,
    );
    const [journals] = await q<{ n: number }>('select count(*)::int as n from ledger_journals');
    checks.push({
      name: 'ledger: every journal sums to zero',
      ok: unbalanced.length === 0,
      detail:
        `${journals?.n ?? 0} journals` +
        (unbalanced.length ? `; unbalanced: ${list(unbalanced.map((u) => u.key))}` : ''),
    });
    const [totals] = await q<{ held: string; processing: string; n: number }>(
      `select coalesce(sum(total_amount_cents) filter (where status in ('payment_held', 'in_dispute')), 0)::bigint as held,
              coalesce(sum(total_amount_cents) filter (where status = 'payment_processing'), 0)::bigint as processing,
              count(*) filter (where status in ('payment_held', 'in_dispute'))::int as n
       from orders`,
    );
    const accounts = await balances(productDb(pool));
    const escrow = accounts.get('escrow') ?? 0;
    const holds = accounts.get('authorisation_holds') ?? 0;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    checks.push({
      name: 'ledger: escrow equals the held orders, holds the authorised ones',
      ok: escrow === Number(totals?.held ?? 0) && holds === Number(totals?.processing ?? 0),
      detail:
        `escrow ${dollars(escrow)} vs ${totals?.n ?? 0} held orders ${dollars(Number(totals?.held ?? 0))}; ` +
        `authorisation_holds ${dollars(holds)} vs ${dollars(Number(totals?.processing ?? 0))}`,
    });
    return checks;
  } finally {
    await pool.end();
  }
}

/** Waits until the sandbox has tried to deliver every webhook event it recorded (as the order tests' `settle`). */
export async function settle(url: string, timeoutMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from sandbox_webhook_outbox where delivered_at is null and attempts = 0',
      );
      const n = rows[0]?.n ?? 0;
      if (n === 0 || Date.now() > deadline) return n;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
}
