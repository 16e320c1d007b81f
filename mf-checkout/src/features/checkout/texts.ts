/** The checkout's words (spec sections 2 Checkout, 8 and 9): quoted texts exactly as the spec quotes them. */
export const CHECKOUT_TEXT = {
  heading: 'Complete Your Booking',
  gigFailed: 'Failed to load gig details. Please try again.',
  gigMissing: 'Gig not found. It may have been removed.',
  contactNote: 'Contact information is shared only after successful payment.',
} as const;
