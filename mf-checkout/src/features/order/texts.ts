/** The order page's words (a screen the spec leaves unshown: what a student expects to read). */
export const ORDER_TEXT = {
  notFound: 'Order not found',
  notFoundLead: 'This order does not exist, or it is not one of yours.',
  loadFailed: 'Failed to load the order. Please try again.',
  myOrders: 'Go to My Orders',
  contactLocked: 'Contact details are shared once the payment is held in escrow.',
  messageFailed: 'Could not open the conversation. Please try again.',
  actionFailed: 'Please try again in a moment.',
  nothingToDo: 'There is nothing for you to do on this order right now.',
  noStatementCustomer: 'The provider has not responded yet.',
  noStatementProvider: 'You have not responded yet.',
  noStatementOperator: 'Not contested yet',
  operatorDesk: 'Decide it on the dispute desk',
} as const;

/** Each action's success toast. */
export const ACTION_DONE = {
  capture: { title: 'Payment Captured', description: 'Your payment is now being held securely in escrow' },
  cancel: { title: 'Order cancelled', description: 'The hold on your card has been released.' },
  cancel_undelivered: {
    title: 'Order cancelled',
    description: 'You are refunded in full: the refund reaches your card in a few days.',
  },
  deliver: {
    title: 'Marked delivered',
    description:
      'The other party has been told. The payment is released once they confirm, or automatically.',
  },
  decline: { title: 'Order declined', description: 'The customer is being refunded in full.' },
  confirm_receipt: {
    title: 'Receipt confirmed',
    description: 'Thank you! The payment is being released to the provider.',
  },
  open_dispute: {
    title: 'Dispute opened',
    description: 'The payment stays in escrow until the dispute is resolved.',
  },
  withdraw_dispute: {
    title: 'Dispute withdrawn',
    description: 'The payment is being released to the provider.',
  },
  accept_refund: { title: 'Refund accepted', description: 'The customer is being refunded in full.' },
  contest_dispute: {
    title: 'Dispute contested',
    description: 'An operator will review both sides and decide.',
  },
  request_extra_time: {
    title: 'Extra time requested',
    description: 'The customer can now pay for the extra time from this order.',
  },
  review_created: { title: 'Review posted', description: 'Thank you for your review.' },
  review_updated: { title: 'Review updated', description: 'Your changes have been saved.' },
} as const;

/** Each action's failure toast title (the description is the server's message). */
export const ACTION_FAILED = {
  capture: 'Failed to capture payment',
  cancel: 'Could not cancel the order',
  cancel_undelivered: 'Could not cancel the order',
  deliver: 'Could not mark the order delivered',
  decline: 'Could not decline the order',
  confirm_receipt: 'Could not confirm receipt',
  open_dispute: 'Could not open the dispute',
  withdraw_dispute: 'Could not withdraw the dispute',
  accept_refund: 'Could not accept the refund',
  contest_dispute: 'Could not contest the dispute',
  request_extra_time: 'Could not request extra time',
  review: 'Could not save your review',
  message: 'Error',
} as const;
