import type { OrderProcessName } from '@campus/contracts';

/** The payment result pages' words (spec sections 2 Checkout success, 8): quoted texts exactly as quoted. */
export const SUCCESS_TEXT = {
  finalizing: 'Finalizing your payment...',
  authorized: 'Payment Authorized',
  authorizedToast: 'Your payment has been authorized and is ready to be captured',
  authorizedLead:
    'Your payment has been authorized on your card but not taken yet. Capture it to move the funds into escrow: they are held securely until the service is confirmed, and only then released to the provider.',
  contactsAfterCapture:
    "The provider's contact details (and yours, for them) appear here once the payment is held in escrow.",
  contactsTitle: 'Contact details',
  capture: 'Capture Payment & Move to Escrow',
  processing: 'Processing...',
  captured: 'Payment Captured',
  capturedToast: 'Your payment is now being held securely in escrow',
  captureFailed: 'Failed to capture payment',
  captureFailedDefault: 'Please try again in a moment.',
  escrow: 'Payment Secured in Escrow',
  escrowLead: 'Your payment is held securely in escrow until the service is confirmed.',
  fundsHeld: 'Funds Held',
  successful: 'Payment Successful!',
  successfulToast: 'Payment Successful',
  bookedToast: 'Your gig has been booked successfully.',
  successfulLead: 'Your gig has been booked. Use the contact details below to arrange the service.',
  completionFailedTitle: 'Error',
  completionFailed: 'Failed to record payment. Please contact support.',
  completionFailedInline:
    "Don't worry, your payment has been processed, but we couldn't retrieve contact details. Please contact support or check your orders page.",
  missingTitle: 'No payment to finalize',
  missing:
    'This address does not name a payment. If you have just paid, your booking is listed under My Orders.',
} as const;

/** An item purchase's words where a gig booking's do not fit (seller, buyer, the item handed over). */
const ITEM_SUCCESS_TEXT = {
  authorizedLead:
    'Your payment has been authorized on your card but not taken yet. Capture it to move the funds into escrow: they are held securely until you have the item, and only then released to the seller.',
  contactsAfterCapture:
    "The seller's contact details (and yours, for them) appear here once the payment is held in escrow.",
  escrowLead: 'Your payment is held securely in escrow until you have the item.',
  bookedToast: 'Your purchase has been recorded.',
  successfulLead: 'Your purchase is recorded. Use the contact details below to arrange the handover.',
  providerContact: 'Seller Contact',
} as const;

const GIG_TEXT = { ...SUCCESS_TEXT, providerContact: 'Provider Contact' };
const ITEM_TEXT = { ...GIG_TEXT, ...ITEM_SUCCESS_TEXT };
export type SuccessText = { readonly [K in keyof typeof GIG_TEXT]: string };

/** The success pages' words for what was paid for (one object per process, the same on every call). */
export const successText = (process: OrderProcessName): SuccessText =>
  process === 'item-purchase' ? ITEM_TEXT : GIG_TEXT;
