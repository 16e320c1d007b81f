/**
 * How much checkout one customer may have under way (issue 19, item 1): a booking is not an order until
 * its payment is authorised, so unpaid bookings and the payment intents behind them are bounded per
 * customer. Beyond either limit POST /api/create-payment-intent answers 429 with `Retry-After`.
 */
export const CHECKOUT_LIMITS = {
  /** Bookings not yet captured (awaiting payment or authorised only) one customer may hold at once. */
  openBookingsMax: 3,
  /** Payment intents created for one customer's bookings per hour. */
  intentsPerHour: 10,
} as const;

export interface CheckoutLimits {
  openBookingsMax: number;
  intentsPerHour: number;
}
