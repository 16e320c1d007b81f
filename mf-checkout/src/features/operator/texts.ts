/** The operator's dispute desk (a screen the spec leaves unshown). */
export const OPERATOR_TEXT = {
  heading: 'Open disputes',
  lead: 'Oldest first. Read both sides, then release the payment to the provider or refund the customer. Both parties see your note.',
  noAccess: 'You do not have access to this page',
  noAccessLead: 'Only the marketplace’s operators decide disputes.',
  empty: 'No open disputes',
  emptyLead: 'Every dispute has been decided. New ones appear here as customers open them.',
  loadFailed: 'Failed to load the disputes. Please try again.',
  notContested: 'Not contested yet',
  noteMissing: 'Please write a note for both parties',
  amountMissing: 'Please enter the refund amount',
  amountZero: 'The refund must be more than $0',
  amountDecimals: 'Use at most two decimals',
  decided: 'Dispute decided',
  decideFailed: 'Could not decide the dispute',
  decideFailedDefault: 'Please try again in a moment.',
} as const;

/** 'The refund cannot be more than the total of $26.40' */
export const amountTooHigh = (total: string) => `The refund cannot be more than the total of ${total}`;
