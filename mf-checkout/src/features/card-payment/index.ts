// What the checkout and post-service payment pages use of the card payment.
export { CardPaymentForm, FormSkeleton, isDemoMode, PaymentStack } from './components/CardPaymentForm';
export { PayButton } from './components/PayButton';
export { PaymentUnavailable } from './components/PaymentUnavailable';
export type { BeforeConfirm } from './hooks/use-payment-outcome';
export { PAYMENT_TEXT } from './texts';
