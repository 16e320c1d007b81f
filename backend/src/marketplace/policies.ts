import { policy, type Actor } from '../http/access';
import { forbidden, notFound } from '../http/errors';
import { findItemFacts, type ItemFacts } from './service';

/**
 * Who may do what with a marketplace item: pure rules over (actor, item), used by the routes (as
 * `policy()` guards or in handlers) and shown to the client as the item reply's `canEdit`
 * (presenter.ts). A visitor is an undefined actor. Anyone, visitors included, browses and reads items.
 */

export const ITEM_NOT_FOUND = 'Item not found';
export const NOT_YOUR_ITEM = 'You can only change your own listings';
export const NOT_YOUR_SELLER_ID = 'You can only list or edit items as yourself';
export const ITEM_HAS_ORDERS = 'This item has orders, so it cannot be deleted. Mark it as sold instead.';

type Viewer = Actor | undefined;

/** Its seller, and only they, edit an item, change its status and delete it (spec section 6). */
export const mayEditItem = (actor: Viewer, item: ItemFacts): boolean =>
  actor !== undefined && actor.userId === item.sellerId;

/** An item form's `sellerId`, when sent, must be the caller's: nobody lists an item in another's name. */
export function assertOwnSellerId(actor: Actor, sellerId: number | undefined): void {
  if (sellerId !== undefined && sellerId !== actor.userId) throw forbidden(NOT_YOUR_SELLER_ID);
}

/**
 * Route guard 'item owner' (`/api/marketplace/:id` writes): 404 for an unknown item, 403 for anyone
 * but its seller (a visitor gets 401 before this runs). Checked before the body is read.
 */
export const itemOwner = policy<{ id: number }>({
  name: 'item owner',
  denied: NOT_YOUR_ITEM,
  allows: async ({ actor, params, db }) => {
    const item = await findItemFacts(db, params.id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return mayEditItem(actor, item);
  },
});
