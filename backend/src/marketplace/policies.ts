import { policy, type Actor } from '../http/access';
import { conflict, forbidden, notFound, type DomainError } from '../domain-errors';
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
export const OWN_ITEM_NOT_BUYABLE = 'You cannot buy your own item';
export const ITEM_NOT_AVAILABLE = 'This item is no longer available';
export const ITEM_ALREADY_ORDERED = 'You already have an order for this item. See My Orders.';
export const ITEM_HELD_BY_ORDER =
  'This item is reserved by an order in progress: it becomes sold when the order completes, or available again if the order is cancelled or refunded.';

type Viewer = Actor | undefined;

/** Its seller, and only they, edit an item, change its status and delete it (spec section 6). */
export const mayEditItem = (actor: Viewer, item: ItemFacts): boolean =>
  actor !== undefined && actor.userId === item.sellerId;

/** An item form's `sellerId`, when sent, must be the caller's: nobody lists an item in another's name. */
export function assertOwnSellerId(actor: Actor, sellerId: number | undefined): void {
  if (sellerId !== undefined && sellerId !== actor.userId) throw forbidden(NOT_YOUR_SELLER_ID);
}

/** Why `actor` may not buy `item` (see `assertMayBuyItem` for the answer each one gets). */
export type PurchaseRefusal = 'own item' | 'already ordered' | 'not available';

/** The order holding an item (one at most): its buyer, and its status. */
export interface ItemHolder {
  customerId: number;
  status: string;
}

/**
 * Why `actor` may not buy `item` with escrow (POST /api/create-payment-intent `{ marketplaceItemId }`),
 * `holder` being the order holding it, if any; null when they may. Anyone signed in but its seller may
 * buy an available item; an item an order holds is `pending`, bought by nobody else, but the buyer
 * whose checkout holds it (not paid yet) comes back to that checkout.
 */
export function purchaseRefusal(
  actor: Actor,
  item: ItemFacts & { status: string },
  holder: ItemHolder | undefined,
): PurchaseRefusal | null {
  if (actor.userId === item.sellerId) return 'own item';
  if (holder?.customerId === actor.userId)
    return holder.status === 'awaiting_payment' ? null : 'already ordered';
  if (holder || item.status !== 'available') return 'not available';
  return null;
}

const PURCHASE_ERRORS: Record<PurchaseRefusal, () => DomainError> = {
  'own item': () => forbidden(OWN_ITEM_NOT_BUYABLE),
  'already ordered': () => conflict(ITEM_ALREADY_ORDERED),
  'not available': () => conflict(ITEM_NOT_AVAILABLE),
};

/** 403 for the seller's own item, 409 for one not available (pending or sold) or already ordered. */
export function assertMayBuyItem(
  actor: Actor,
  item: ItemFacts & { status: string },
  holder: ItemHolder | undefined,
): void {
  const refusal = purchaseRefusal(actor, item, holder);
  if (refusal) throw PURCHASE_ERRORS[refusal]();
}

/**
 * An item an order holds (orders' ITEM_HOLDING_STATUSES) keeps the status the order gave it
 * (`pending`): its seller may not mark it available or sold meanwhile (409); the order's process does
 * when the order ends (sold once released, available again once cancelled or refunded).
 */
export function assertStatusMayChange(heldByOrder: boolean): void {
  if (heldByOrder) throw conflict(ITEM_HELD_BY_ORDER);
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
