/**
 * The sandbox card form's rules, as Stripe's card element applies them: what may be typed, how it is
 * shown, and the messages Stripe.js gives for each problem.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export const CARD_NUMBER_MAX_DIGITS = 19;
const CVC_MAX_DIGITS = 4;
/** Stripe refuses expiry years more than 50 years ahead. */
const EXPIRY_YEARS_AHEAD = 50;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What was typed into the card number field: its digits, at most 19. */
export function cardNumberDigits(text: string): string {
  return digitsOf(text).slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** '4242424242424242' -> '4242 4242 4242 4242' */
export function formatCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers have 15 digits; the other networks 16 to 19. */
function shortestLength(digits: string): number {
  return /^3[47]/.test(digits) ? 15 : 16;
}

export function cardNumberError(digits: string): string | null {
  if (digits.length < shortestLength(digits)) return CARD_MESSAGES.numberIncomplete;
  if (/^3[47]/.test(digits) && digits.length > 15) return CARD_MESSAGES.numberInvalid;
  return passesLuhn(digits) ? null : CARD_MESSAGES.numberInvalid;
}

/**
 * The expiry field as typed, shown 'MM / YY': the slash appears after the month, a first digit above 1
 * is a one-digit month ('4' -> '04 / '), and deleting past the slash removes it.
 */
export function formatExpiry(typed: string, previous: string): string {
  let digits = digitsOf(typed);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  const deleting = typed.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits} / `;
  return digits;
}

/** Month (1-12) and four-digit year of a complete 'MM / YY', or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = digitsOf(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function expiryError(text: string, now: Date = new Date()): string | null {
  const expiry = parseExpiry(text);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  const { month, year } = expiry;
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const thisYear = now.getFullYear();
  if (year < thisYear) return CARD_MESSAGES.expiryYearPast;
  if (year === thisYear && month < now.getMonth() + 1) return CARD_MESSAGES.expiryDatePast;
  if (year > thisYear + EXPIRY_YEARS_AHEAD) return CARD_MESSAGES.expiryYearInvalid;
  return null;
}

/** What was typed into the CVC field: its digits, at most 4. */
export function cvcDigits(text: string): string {
  return digitsOf(text).slice(0, CVC_MAX_DIGITS);
}

export function cvcError(cvc: string): string | null {
  return cvc.length < 3 ? CARD_MESSAGES.cvcIncomplete : null;
}
