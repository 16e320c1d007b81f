import { SANDBOX_TEST_CARDS, type SandboxCard } from '@campus/contracts';
import type { PaymentError } from '../provider';

/**
 * What a card does when an intent is confirmed with it, as in Stripe's test mode: Stripe's published
 * test cards decline or ask for authentication; any other number that passes the Luhn check succeeds.
 */
export type CardOutcome =
  { kind: 'authorised' } | { kind: 'requires_authentication' } | { kind: 'failed'; error: PaymentError };

/** Stripe's error codes and messages for the failures the sandbox produces. */
export const SANDBOX_ERRORS = {
  declined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  incorrectNumber: { code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' },
  expired: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    declineCode: null,
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const satisfies Record<string, PaymentError>;

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(card: Pick<SandboxCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

export function cardOutcome(card: SandboxCard, now = new Date()): CardOutcome {
  if (!passesLuhn(card.number)) return { kind: 'failed', error: SANDBOX_ERRORS.incorrectNumber };
  if (isExpired(card, now)) return { kind: 'failed', error: SANDBOX_ERRORS.expired };
  switch (card.number) {
    case SANDBOX_TEST_CARDS.declined:
      return { kind: 'failed', error: SANDBOX_ERRORS.declined };
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return { kind: 'failed', error: SANDBOX_ERRORS.insufficientFunds };
    case SANDBOX_TEST_CARDS.requiresAuthentication:
      return { kind: 'requires_authentication' };
    default:
      return { kind: 'authorised' };
  }
}
