/** The post-service payment's words (spec sections 2 'Post-service payment' and 8): quoted texts exactly. */
export const POST_SERVICE_TEXT = {
  heading: 'Complete Your Payment',
  amountTitle: 'Payment Amount',
  amountNote: 'This amount includes the service fee and platform charges.',
  loading: 'Setting up your payment...',
  setupFailed: 'Payment Setup Failed',
  setupFailedDefault: 'Please try again later',
  tryAgain: 'Try Again',
  completeFailedTitle: 'Error',
  completeFailedDefault: 'Failed to update order. Please contact support.',
  completeFailedInline: 'Your payment went through, but your order could not be updated yet.',
  notFoundLead: 'This address does not name one of your orders.',
} as const;
