import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { LIMITS, toCents, type ItemCategory, type ItemCondition } from '@campus/contracts';
import { marketplaceItems, users } from '../db/schema';
import { allWordsLike } from '../db/search';
import type { DbOrTx } from '../db/types';

export interface ItemFilter {
  category?: ItemCategory | undefined;
  condition?: ItemCondition | undefined;
  /** Dollars. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  search?: string | undefined;
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
    .select({ item: itemColumns, seller: sellerColumns })
    .from(marketplaceItems)
    .leftJoin(users, eq(users.id, marketplaceItems.sellerId));
}

export type ItemWithSeller = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

/** Items of every status (the list shows a 'Sold' badge), newest first. */
export function listItems(db: DbOrTx, filter: ItemFilter): Promise<ItemWithSeller[]> {
  return itemQuery(db)
    .where(
      and(
        filter.category ? eq(marketplaceItems.category, filter.category) : undefined,
        filter.condition ? eq(marketplaceItems.condition, filter.condition) : undefined,
        filter.minPrice !== undefined
          ? gte(marketplaceItems.priceCents, toCents(filter.minPrice))
          : undefined,
        filter.maxPrice !== undefined
          ? lte(marketplaceItems.priceCents, toCents(filter.maxPrice))
          : undefined,
        // every word in the title or description: served by the GIN trigram index on search_text
        filter.search ? allWordsLike(marketplaceItems.searchText, filter.search) : undefined,
      ),
    )
    .orderBy(desc(marketplaceItems.createdAt), desc(marketplaceItems.id))
    .limit(LIMITS.listMax);
}

export async function findItem(db: DbOrTx, id: number): Promise<ItemWithSeller | undefined> {
  const [row] = await itemQuery(db).where(eq(marketplaceItems.id, id)).limit(1);
  return row;
}
