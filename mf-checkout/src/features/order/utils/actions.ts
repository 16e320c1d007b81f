import type { OrderDetail, OrderActionState } from '@campus/contracts';

/** The order page's buttons: the transitions and actions a party takes from this page. */
export const PAGE_ACTIONS = {
  capture: { role: 'customer', label: 'Capture payment' },
  cancel: { role: 'customer', label: 'Cancel order' },
  confirm_receipt: { role: 'customer', label: 'Confirm receipt' },
  open_dispute: { role: 'customer', label: 'Open dispute' },
  withdraw_dispute: { role: 'customer', label: 'Withdraw dispute' },
  pay_extra_time: { role: 'customer', label: 'Pay extra time' },
  review: { role: 'customer', label: 'Leave a review' },
  accept_refund: { role: 'provider', label: 'Accept refund' },
  contest_dispute: { role: 'provider', label: 'Contest dispute' },
  request_extra_time: { role: 'provider', label: 'Request extra time' },
} as const satisfies Record<string, { role: 'customer' | 'provider'; label: string }>;

export type PageAction = keyof typeof PAGE_ACTIONS;

export interface ShownAction extends OrderActionState {
  action: PageAction;
  label: string;
}

const isPageAction = (action: string): action is PageAction => Object.hasOwn(PAGE_ACTIONS, action);

/**
 * The buttons the viewer sees, in the server's order: the server lists what the viewer may do now
 * (and why not); actions of the other party, and those taken elsewhere (the payment's authorisation,
 * the system's and operators'), are not buttons here. Allowed ones come first.
 */
export function shownActions(order: Pick<OrderDetail, 'actions' | 'viewerRole' | 'review'>): ShownAction[] {
  const shown: ShownAction[] = [];
  for (const state of order.actions) {
    if (!isPageAction(state.action)) continue;
    const view = PAGE_ACTIONS[state.action];
    if (view.role !== order.viewerRole) continue;
    const label = state.action === 'review' && order.review ? 'Edit review' : view.label;
    shown.push({ ...state, action: state.action, label });
  }
  return [...shown.filter((a) => a.allowed), ...shown.filter((a) => !a.allowed)];
}
