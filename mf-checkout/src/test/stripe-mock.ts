/**
 * Stand-ins for the external Stripe packages (no network to Stripe in tests): the Elements render their
 * callbacks as buttons so a test can play Stripe's part. In a test file:
 *
 *   jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
 *   jest.mock('@stripe/react-stripe-js', () => jest.requireActual('../../../test/stripe-mock').reactStripe);
 */
import { createElement as h, type ReactNode } from 'react';

export const mockStripe = { confirmPayment: jest.fn() };
export const mockElements = { id: 'elements' };
/** Called with the props each render of <Elements> received. */
export const mockElementsProps = jest.fn();
/** The wallet sheet's `paymentFailed`. */
export const mockPaymentFailed = jest.fn();

type Callbacks = Record<string, (...args: unknown[]) => void>;

export const reactStripe = {
  Elements: ({ children, ...props }: { children: ReactNode }) => {
    mockElementsProps(props);
    return children;
  },
  useStripe: () => mockStripe,
  useElements: () => mockElements,
  PaymentElement: ({ onChange }: Callbacks) =>
    h(
      'button',
      { type: 'button', onClick: () => onChange?.({ complete: true }) },
      'Stripe: complete the card',
    ),
  ExpressCheckoutElement: ({ onReady, onConfirm }: Callbacks) =>
    h(
      'div',
      null,
      h('span', null, 'Stripe: express checkout'),
      h(
        'button',
        { type: 'button', onClick: () => onReady?.({ availablePaymentMethods: undefined }) },
        'Stripe: no wallet',
      ),
      h(
        'button',
        { type: 'button', onClick: () => onReady?.({ availablePaymentMethods: { applePay: true } }) },
        'Stripe: Apple Pay ready',
      ),
      h(
        'button',
        { type: 'button', onClick: () => onConfirm?.({ paymentFailed: mockPaymentFailed }) },
        'Stripe: wallet confirmed',
      ),
    ),
};

/** Fresh stand-ins for each test: Stripe.js loads, nothing confirmed yet. */
export function resetStripeMocks(loadStripe: jest.Mock) {
  loadStripe.mockResolvedValue(mockStripe);
  mockStripe.confirmPayment.mockReset();
  mockElementsProps.mockClear();
  mockPaymentFailed.mockClear();
}
