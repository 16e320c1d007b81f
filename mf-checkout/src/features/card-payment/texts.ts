/** The card form's words (spec sections 2 Checkout, 8 and 9): quoted texts exactly as the spec quotes them. */
export const PAYMENT_TEXT = {
  testMode: 'Test mode: use card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
  processing: 'Processing...',
  intentFailedTitle: 'Error',
  intentFailed: 'Could not initialize payment. Please try again later.',
  paymentFailed: 'Payment Failed',
  paymentFailedDefault: 'Your payment was not successful. Please try again.',
  authenticationRequired: 'Your payment requires additional authentication.',
  paymentError: 'Payment Error',
  paymentErrorDefault: 'There was a problem completing your payment',
  demoTitle: 'Demo Mode',
  demoDescription: 'Payments are not configured. This is a demo form.',
  challengeTitle: 'Complete authentication',
  challengeText:
    'This is a test payment that requires authentication. Your bank would ask you to confirm it here: choose Complete to authenticate the payment, or Fail to see what happens when authentication fails.',
} as const;
