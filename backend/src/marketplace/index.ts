/** The marketplace domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { ITEM_NOT_AVAILABLE, ITEM_NOT_FOUND, assertMayBuyItem } from './policies';
export { lockItem, setItemStatus } from './service';
