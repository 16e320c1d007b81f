import { sql } from 'drizzle-orm';
import { ledgerEntries, ledgerJournals } from '../db/schema';
import { queryRows } from '../db/sql';
import type { DbOrTx } from '../db/types';

export interface LedgerEntryInput {
  account: string;
  /** Signed cents. */
  amountCents: number;
}

/** One money movement: its entries sum to zero. */
export interface JournalInput {
  /** Unique per movement (`order:42:capture`): a movement is recorded once, however often it is posted. */
  key: string;
  orderId: number | null;
  /** What moved: 'authorise', 'capture', 'void', ... */
  kind: string;
  entries: LedgerEntryInput[];
}

export class UnbalancedJournalError extends Error {
  override name = 'UnbalancedJournalError';
}

/** Throws unless the entries are whole cents on named accounts and sum to zero. */
export function assertBalanced({ key, entries }: Pick<JournalInput, 'key' | 'entries'>): void {
  if (entries.length < 2) throw new UnbalancedJournalError(`journal ${key} needs at least two entries`);
  let sum = 0;
  for (const e of entries) {
    if (!e.account) throw new UnbalancedJournalError(`journal ${key} has an entry without an account`);
    if (!Number.isSafeInteger(e.amountCents))
      throw new UnbalancedJournalError(`journal ${key}: ${e.amountCents} is not a whole number of cents`);
    sum += e.amountCents;
  }
  if (sum !== 0)
    throw new UnbalancedJournalError(`journal ${key} does not balance: its entries sum to ${sum}`);
}

/**
 * Records a movement (call it inside the transaction that changes the order). Answers false when a
 * journal with this key was already posted: nothing is written again.
 */
export async function postJournal(tx: DbOrTx, journal: JournalInput): Promise<boolean> {
  assertBalanced(journal);
  const [row] = await tx
    .insert(ledgerJournals)
    .values({ key: journal.key, orderId: journal.orderId, kind: journal.kind })
    .onConflictDoNothing({ target: ledgerJournals.key })
    .returning({ id: ledgerJournals.id });
  if (!row) return false;
  await tx
    .insert(ledgerEntries)
    .values(
      journal.entries.map((e) => ({ journalId: row.id, account: e.account, amountCents: e.amountCents })),
    );
  return true;
}

/** Every account's balance (the sum of its entries), in cents. */
export async function balances(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ account: string; cents: string }>(
    db,
    sql`select account, sum(amount_cents)::bigint as cents from ledger_entries group by account`,
  );
  return new Map(rows.map((r) => [r.account, Number(r.cents)]));
}
