// What other features use of the item page: the item query, its not-found state, the status names.
export { ItemNotFound } from './ItemNotFound';
export { useItem } from './useItem';
export { STATUS_LABELS } from './status';
