import { api, ITEM_CATEGORIES, ITEM_CONDITIONS, LIMITS, type ItemStatus } from '@campus/contracts';
import { toPage } from '../db/keyset';
import type { Tx } from '../db/types';
import type { RegisterRoutes } from '../http/route';
import type { Actor } from '../http/access';
import { conflict, notFound } from '../domain-errors';
import { idParams } from '../http/params';
import { checkItemImages } from './images';
import {
  assertOwnSellerId,
  assertStatusMayChange,
  ITEM_HAS_ORDERS,
  ITEM_NOT_FOUND,
  itemOwner,
} from './policies';
import { presentItem } from './presenter';
import {
  deleteItem,
  findItem,
  insertItem,
  isItemHeld,
  listItems,
  lockItem,
  setItemStatus,
  updateItemFields,
  type ItemFields,
} from './service';

/**
 * Locks the item for its seller's write (404 when it is gone) and refuses a status change while an
 * order holds it (409: the order's process sets its status).
 */
async function assertSellerMaySet(tx: Tx, id: number, status: ItemStatus | undefined): Promise<void> {
  const item = await lockItem(tx, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (status !== undefined && status !== item.status) assertStatusMayChange(await isItemHeld(tx, id));
}

/** The item as `actor` sees it after a write, read in the write's transaction. */
async function presentAfterWrite(tx: Tx, id: number, actor: Actor) {
  const row = await findItem(tx, id);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return presentItem(row, actor);
}

export const marketplaceRoutes: RegisterRoutes = (router) => {
  router.route(api.marketplaceCategories, { access: 'public' }, () => [...ITEM_CATEGORIES]);
  router.route(api.itemConditions, { access: 'public' }, () => [...ITEM_CONDITIONS]);
  router.route(api.marketplaceItems, { access: 'public' }, async ({ query, actor, db }) =>
    toPage(await listItems(db, query), query.limit ?? LIMITS.pageSize, (row) => presentItem(row, actor)),
  );
  router.route(
    api.marketplaceItem,
    { access: 'public', params: idParams('item id') },
    async ({ params, actor, db }) => {
      const row = await findItem(db, params.id);
      if (!row) throw notFound(ITEM_NOT_FOUND);
      return presentItem(row, actor);
    },
  );

  router.route(
    api.createMarketplaceItem,
    { access: 'signedIn', write: true },
    async ({ body, actor, ctx, tx }) => {
      const { sellerId, images, ...fields } = body;
      assertOwnSellerId(actor, sellerId);
      const item: ItemFields = { ...fields, images: await checkItemImages(tx, actor.userId, images) };
      const id = await insertItem(tx, actor.userId, item);
      ctx.status = 201;
      return presentAfterWrite(tx, id, actor);
    },
  );

  router.route(
    api.updateMarketplaceItem,
    { access: itemOwner, params: idParams('item id'), write: true },
    async ({ params, body, actor, tx }) => {
      const { sellerId, images, status, ...fields } = body;
      assertOwnSellerId(actor, sellerId);
      await assertSellerMaySet(tx, params.id, status);
      const item: ItemFields = { ...fields, images: await checkItemImages(tx, actor.userId, images) };
      if (!(await updateItemFields(tx, params.id, item, status))) throw notFound(ITEM_NOT_FOUND);
      return presentAfterWrite(tx, params.id, actor);
    },
  );

  router.route(
    api.setMarketplaceItemStatus,
    { access: itemOwner, params: idParams('item id'), write: true },
    async ({ params, body, actor, tx }) => {
      await assertSellerMaySet(tx, params.id, body.status);
      if (!(await setItemStatus(tx, params.id, body.status))) throw notFound(ITEM_NOT_FOUND);
      return presentAfterWrite(tx, params.id, actor);
    },
  );

  router.route(
    api.deleteMarketplaceItem,
    { access: itemOwner, params: idParams('item id'), write: true },
    async ({ params, tx }) => {
      const outcome = await deleteItem(tx, params.id);
      if (outcome === null) throw notFound(ITEM_NOT_FOUND);
      if (outcome === 'has orders') throw conflict(ITEM_HAS_ORDERS);
      return { ok: true as const };
    },
  );
};
