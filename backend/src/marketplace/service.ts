import { and, desc, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ItemCategory, ItemCondition } from '@campus/contracts';
import { afterKeyset, keysetText } from '../db/keyset';
import { pagedSearchParams, type PagedSearchFilter, type PagedSearchParams } from '../db/list-params';
import { prepared, shapeKey } from '../db/prepared';
import { marketplaceItems, users } from '../db/schema';
import { matchesSearch } from '../db/search';
import type { Db, DbOrTx } from '../db/types';

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

export async function findItem(db: DbOrTx, id: number): Promise<ItemWithSeller | undefined> {
  const [row] = await itemQuery(db).where(eq(marketplaceItems.id, id)).limit(1);
  return row;
}
