/** The orders domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { loadDisputedOrders, loadOrderDetail } from './detail';
export { presentOrderDetail, viewerRoleOf } from './detail-presenter';
export { disputeDeps, type DisputeServices } from './dispute-routes';
export { decideDispute } from './disputes';
export { withdrawGigBookings } from './gig-withdrawal';
export { runTimedOrderJobs } from './jobs';
export { ORDER_NOT_FOUND } from './process';
export { isPartyOf } from './policies';
export { type PayOutProviders } from './release';
export { ITEM_HOLDING_STATUSES } from './service';
