import { and, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { toCents, type ItemCategory, type ItemCondition, type ItemStatus } from '@campus/contracts';
import { afterKeyset, keysetText } from '../db/keyset';
import { pagedSearchParams, type PagedSearchFilter, type PagedSearchParams } from '../db/list-params';
import { prepared, shapeKey } from '../db/prepared';
import { marketplaceItems, orders, users } from '../db/schema';
import { matchesSearch } from '../db/search';
import type { Db, DbOrTx, Tx } from '../db/types';
import { ITEM_HOLDING_STATUSES } from '../orders';

export interface ItemFilter extends PagedSearchFilter {
  category?: ItemCategory | undefined;
  condition?: ItemCondition | undefined;
}

const itemColumns = {
  id: marketplaceItems.id,
  title: marketplaceItems.title,
  description: marketplaceItems.description,
  priceCents: marketplaceItems.priceCents,
  category: marketplaceItems.category,
  sellerId: marketplaceItems.sellerId,
  condition: marketplaceItems.condition,
  location: marketplaceItems.location,
  status: marketplaceItems.status,
  createdAt: marketplaceItems.createdAt,
  images: marketplaceItems.images,
};

const sellerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  university: users.university,
};

function itemQuery(db: DbOrTx) {
  return db
    .select({ item: itemColumns, seller: sellerColumns, cursorAt: keysetText(marketplaceItems.createdAt) })
    .from(marketplaceItems)
    .leftJoin(users, eq(users.id, marketplaceItems.sellerId));
}

interface ItemListParams extends PagedSearchParams {
  category?: string | undefined;
  condition?: string | undefined;
}

const OPTIONAL_PARTS = ['category', 'condition', 'minCents', 'maxCents', 'query', 'cursorAt'] as const;

function listParams(filter: ItemFilter): ItemListParams {
  return { category: filter.category, condition: filter.condition, ...pagedSearchParams(filter) };
}

/** Items of every status (the list shows a 'Sold' badge), newest first, one page. */
function itemListSelect(db: DbOrTx, p: ItemListParams, value: (key: keyof ItemListParams) => unknown) {
  const v = (key: keyof ItemListParams) => value(key) as SQL;
  const has = (key: keyof ItemListParams) => p[key] !== undefined;
  const t = marketplaceItems;
  // The page is chosen from the items alone; only its rows are joined to their sellers.
  const page = db
    .select({ ...itemColumns, cursorAt: keysetText(t.createdAt).as('cursor_at') })
    .from(t)
    .where(
      and(
        has('category') ? eq(t.category, v('category')) : undefined,
        has('condition') ? eq(t.condition, v('condition')) : undefined,
        has('minCents') ? gte(t.priceCents, v('minCents')) : undefined,
        has('maxCents') ? lte(t.priceCents, v('maxCents')) : undefined,
        has('query') ? matchesSearch(t.searchVector, v('query')) : undefined,
        has('cursorAt') ? afterKeyset(t.createdAt, t.id, v('cursorAt'), v('cursorId')) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(value('rows') as number | Placeholder)
    .as('page');
  return db
    .select({
      item: {
        id: page.id,
        title: page.title,
        description: page.description,
        priceCents: page.priceCents,
        category: page.category,
        sellerId: page.sellerId,
        condition: page.condition,
        location: page.location,
        status: page.status,
        createdAt: page.createdAt,
        images: page.images,
      },
      seller: sellerColumns,
      cursorAt: page.cursorAt,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.sellerId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The list query with its values inlined as parameters; for EXPLAIN in tests and the benchmark. */
export function itemListQuery(db: DbOrTx, filter: ItemFilter) {
  const p = listParams(filter);
  return itemListSelect(db, p, (key) => p[key]);
}

export type ItemWithSeller = Awaited<ReturnType<typeof itemListQuery>>[number];

/** One page of the item list (limit + 1 rows: see toPage). */
export function listItems(db: Db, filter: ItemFilter): Promise<ItemWithSeller[]> {
  const p = listParams(filter);
  const statement = prepared(db, `items_list_${shapeKey(p, OPTIONAL_PARTS)}`, (name) =>
    itemListSelect(db, p, (key) => sql.placeholder(key)).prepare(name),
  );
  return statement.execute({ ...p });
}

/** One item with its seller, whatever its status; undefined when no such row exists. */
export async function findItem(db: DbOrTx, id: number): Promise<ItemWithSeller | undefined> {
  const [row] = await itemQuery(db).where(eq(marketplaceItems.id, id)).limit(1);
  return row;
}

/** What the item rules (policies.ts) look at. */
export interface ItemFacts {
  sellerId: number;
}

/** The seller of an item, for the policies; undefined when no such item exists. */
export async function findItemFacts(db: DbOrTx, id: number): Promise<ItemFacts | undefined> {
  const [row] = await db
    .select({ sellerId: marketplaceItems.sellerId })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, id))
    .limit(1);
  return row;
}

/** What a purchase reads of an item (orders/booking.ts), locked for the purchase's transaction. */
export interface PurchasableItem {
  id: number;
  sellerId: number;
  status: string;
  priceCents: number;
}

/**
 * The item, its row locked `FOR UPDATE` until the transaction ends: buyers of one item, and its
 * seller's status changes, take their turns (the second buyer finds it `pending`). Undefined when no
 * such item exists.
 */
export async function lockItem(tx: Tx, id: number): Promise<PurchasableItem | undefined> {
  const [row] = await tx
    .select({
      id: marketplaceItems.id,
      sellerId: marketplaceItems.sellerId,
      status: marketplaceItems.status,
      priceCents: marketplaceItems.priceCents,
    })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, id))
    .for('update');
  return row;
}

/** Whether an order holds the item (orders' ITEM_HOLDING_STATUSES: from checkout until it ends). */
export async function isItemHeld(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.marketplaceItemId, id), inArray(orders.status, [...ITEM_HOLDING_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** An item as its form sends it, parsed (trimmed) by the contract and with its photos checked. */
export interface ItemFields {
  title: string;
  description: string;
  /** Dollars. */
  price: number;
  category: ItemCategory;
  condition: ItemCondition;
  location?: string | null | undefined;
  /** Display URLs of the seller's uploads; null when none. */
  images: string[] | null;
}

/** Columns of an item's form fields: a blank location means none. */
function itemValues(fields: ItemFields) {
  return {
    title: fields.title,
    description: fields.description,
    priceCents: toCents(fields.price),
    category: fields.category,
    condition: fields.condition,
    location: fields.location || null,
    images: fields.images,
  };
}

/** Lists a new item for `sellerId`; it starts 'available' (spec section 4). */
export async function insertItem(tx: Tx, sellerId: number, fields: ItemFields): Promise<number> {
  const [row] = await tx
    .insert(marketplaceItems)
    .values({ ...itemValues(fields), sellerId, status: 'available' })
    .returning({ id: marketplaceItems.id });
  if (!row) throw new Error('insert into marketplace_items returned no row');
  return row.id;
}

/**
 * Replaces an item's form fields, and its status when one is given; false when it does not exist.
 * Photos it no longer names are released to the upload sweep (nothing references them any more).
 */
export async function updateItemFields(
  tx: Tx,
  id: number,
  fields: ItemFields,
  status?: ItemStatus,
): Promise<boolean> {
  const rows = await tx
    .update(marketplaceItems)
    .set({ ...itemValues(fields), ...(status ? { status } : {}) })
    .where(eq(marketplaceItems.id, id))
    .returning({ id: marketplaceItems.id });
  return rows.length > 0;
}

/** Marks an item available, pending or sold; false when it does not exist. */
export async function setItemStatus(tx: Tx, id: number, status: ItemStatus): Promise<boolean> {
  const rows = await tx
    .update(marketplaceItems)
    .set({ status })
    .where(eq(marketplaceItems.id, id))
    .returning({ id: marketplaceItems.id });
  return rows.length > 0;
}

/**
 * Deletes an item: the row goes, so its photos are no longer referenced and the upload sweep removes
 * them once past their grace period. An item that orders name (orders.marketplace_item_id) is kept
 * and 'has orders' is returned: erasing it would set their reference null and lose what was bought
 * (the seller can mark it sold instead, once no order holds it). The row is locked first, so
 * an order placed meanwhile is either seen here or waits for this transaction (its foreign-key check
 * locks the item row). Null when the item does not exist.
 */
export async function deleteItem(tx: Tx, id: number): Promise<'erased' | 'has orders' | null> {
  const [item] = await tx
    .select({ id: marketplaceItems.id })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.id, id))
    .for('update');
  if (!item) return null;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.marketplaceItemId, id))
    .limit(1);
  if (order) return 'has orders';
  await tx.delete(marketplaceItems).where(eq(marketplaceItems.id, id));
  return 'erased';
}
