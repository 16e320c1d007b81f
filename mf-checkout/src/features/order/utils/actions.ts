import type { OrderDetail, OrderActionState, OrderProcessName } from '@campus/contracts';

/**
 * The order page's buttons: the transitions and actions a party takes from this page, with the label
 * an item purchase reads instead (`itemLabel`) where the gig's words do not fit.
 */
export const PAGE_ACTIONS = {
  capture: { role: 'customer', label: 'Capture payment' },
  cancel: { role: 'customer', label: 'Cancel order' },
  cancel_undelivered: { role: 'customer', label: 'Cancel and get a refund' },
  confirm_receipt: { role: 'customer', label: 'Confirm receipt' },
  open_dispute: { role: 'customer', label: 'Open dispute' },
  withdraw_dispute: { role: 'customer', label: 'Withdraw dispute' },
  pay_extra_time: { role: 'customer', label: 'Pay extra time' },
  review: { role: 'customer', label: 'Leave a review' },
  deliver: { role: 'provider', label: 'Mark as delivered', itemLabel: 'Mark as handed over' },
  decline: { role: 'provider', label: 'Decline order' },
  accept_refund: { role: 'provider', label: 'Accept refund' },
  contest_dispute: { role: 'provider', label: 'Contest dispute' },
  request_extra_time: { role: 'provider', label: 'Request extra time' },
} as const satisfies Record<string, { role: 'customer' | 'provider'; label: string; itemLabel?: string }>;

export type PageAction = keyof typeof PAGE_ACTIONS;

export interface ShownAction extends OrderActionState {
  action: PageAction;
  label: string;
}

const isPageAction = (action: string): action is PageAction => Object.hasOwn(PAGE_ACTIONS, action);

/** An action's label: the item purchase's words where it has its own, 'Edit review' once reviewed. */
function actionLabel(action: PageAction, process: OrderProcessName, reviewed: boolean): string {
  const view: { label: string; itemLabel?: string } = PAGE_ACTIONS[action];
  if (action === 'review' && reviewed) return 'Edit review';
  return process === 'item-purchase' && view.itemLabel ? view.itemLabel : view.label;
}

/**
 * The buttons the viewer sees, in the server's order: the server lists what the viewer may do now
 * (and why not); actions of the other party, and those taken elsewhere (the payment's authorisation,
 * the system's and operators'), are not buttons here. Allowed ones come first.
 */
export function shownActions(
  order: Pick<OrderDetail, 'actions' | 'viewerRole' | 'review' | 'process'>,
): ShownAction[] {
  const shown: ShownAction[] = [];
  for (const state of order.actions) {
    if (!isPageAction(state.action)) continue;
    if (PAGE_ACTIONS[state.action].role !== order.viewerRole) continue;
    const label = actionLabel(state.action, order.process, order.review !== null);
    shown.push({ ...state, action: state.action, label });
  }
  return [...shown.filter((a) => a.allowed), ...shown.filter((a) => !a.allowed)];
}
