import { api, type ItemStatus } from '@campus/contracts';
import { marketplaceItems } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { Browser } from '../auth/browser';
import { json, must } from '../harness';

/** A new marketplace item of the seller's, straight in the database (each test buys its own). */
export async function itemFor(
  db: Db,
  sellerId: number,
  {
    priceCents = 4200,
    status = 'available',
    title = 'Desk lamp',
  }: {
    priceCents?: number;
    status?: ItemStatus;
    title?: string;
  } = {},
): Promise<number> {
  const [item] = await db
    .insert(marketplaceItems)
    .values({
      title,
      description: 'A working desk lamp, barely used.',
      priceCents,
      category: 'Furniture',
      condition: 'Good',
      sellerId,
      status,
    })
    .returning({ id: marketplaceItems.id });
  return must(item).id;
}

/** POST /api/create-payment-intent `{ marketplaceItemId }` as `browser` (with `note` when given). */
export const buy = (browser: Browser, marketplaceItemId: number, note?: string) =>
  browser.post(api.createPaymentIntent.path, { marketplaceItemId, ...(note === undefined ? {} : { note }) });

/** The client secret of a purchase that must succeed. */
export async function bought(browser: Browser, itemId: number, note?: string): Promise<string> {
  const res = await buy(browser, itemId, note);
  const body = await json<{ clientSecret?: string; message?: string }>(res);
  if (res.status !== 200 || !body.clientSecret)
    throw new Error(`buying item ${itemId} failed: ${res.status} ${body.message}`);
  return body.clientSecret;
}
