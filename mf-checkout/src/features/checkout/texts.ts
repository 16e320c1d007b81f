import { LIMITS } from '@campus/contracts';

/** The checkout's words (spec sections 2 Checkout, 8 and 9): quoted texts exactly as the spec quotes them. */
export const CHECKOUT_TEXT = {
  heading: 'Complete Your Booking',
  gigFailed: 'Failed to load gig details. Please try again.',
  gigMissing: 'Gig not found. It may have been removed.',
  contactNote: 'Contact information is shared only after successful payment.',
  orderChangedTitle: 'Your order was updated',
  orderChanged: 'It changed since this page opened. Check the total, then pay again.',
} as const;

/** Buying a marketplace item with escrow (issue 20): the same page, an item's words. */
export const ITEM_CHECKOUT_TEXT = {
  heading: 'Complete Your Purchase',
  itemFailed: 'Failed to load the item. Please try again.',
  itemMissing: 'Item not found. It may have been removed.',
  sold: 'This item has been sold.',
  ownItem: 'This is your own listing: you cannot buy it.',
  escrowNote:
    'Your payment is held in escrow until you have the item: the seller is paid only after the handover.',
} as const;

/** The note to the provider (or seller) at checkout: sent to them as a message once the card is authorised. */
export const NOTE_TEXT = {
  gig: {
    label: 'Note to the provider (optional)',
    hint: 'What you need, and when you are free.',
    placeholder: 'e.g. I need help with chapter 3 integrals; I am free Tuesday and Thursday afternoons.',
  },
  item: {
    label: 'Note to the seller (optional)',
    hint: 'When and where on campus you could meet for the handover.',
    placeholder: 'e.g. I can meet at the library on weekdays after 4 pm.',
  },
  sent: 'It is sent to them as a message once your payment is authorized.',
  count: (length: number) => `${length}/${LIMITS.bookingNoteMax}`,
} as const;
