/**
 * The ledger's accounts. Amounts are signed cents: a journal moves money out of some accounts
 * (negative) into others (positive), and its entries sum to zero.
 *
 * - `customer_card:<userId>`: the customer's card, outside the platform (negative: money it gave).
 * - `authorisation_holds`: amounts authorised on cards and not yet captured or voided.
 * - `escrow`: captured money the platform holds for orders not yet released or refunded.
 * - `platform_revenue`: the fees the platform keeps once an order is released.
 * - `provider_payable:<userId>`: what the platform owes a provider (released, not yet paid out).
 * - `provider_paid_out:<userId>`: what was transferred to a provider's payout account.
 */
export const ACCOUNTS = {
  authorisationHolds: 'authorisation_holds',
  escrow: 'escrow',
  platformRevenue: 'platform_revenue',
} as const;

export const customerCard = (userId: number) => `customer_card:${userId}`;
export const providerPayable = (userId: number) => `provider_payable:${userId}`;
export const providerPaidOut = (userId: number) => `provider_paid_out:${userId}`;
