import { eq, sql } from 'drizzle-orm';
import { sandboxIdempotency } from '../../db/schema';
import type { Tx } from '../../db/types';
import { PaymentProviderError } from '../provider';

/**
 * Runs a mutating call once per idempotency key, inside the caller's transaction: the key is claimed
 * first (a concurrent call with the same key waits on it), the reply is stored with it, and a later
 * call with the key answers the stored reply without doing anything. `operation` names the call and
 * its parameters: the same key for another operation is refused, as Stripe refuses it.
 *
 * A call that throws stores nothing (its transaction rolls back), so retrying it runs it again.
 */
export async function once<T>(tx: Tx, key: string, operation: string, run: () => Promise<T>): Promise<T> {
  if (key.trim() === '') throw new PaymentProviderError('An idempotency key is required', 'refused');
  const claimed = await tx
    .insert(sandboxIdempotency)
    .values({ key, operation, reply: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.key });
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
    if (!stored || stored.operation !== operation) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'refused',
        'idempotency_key_in_use',
      );
    }
    return stored.reply as T;
  }
  const reply = await run();
  await tx.update(sandboxIdempotency).set({ reply }).where(eq(sandboxIdempotency.key, key));
  return reply;
}
