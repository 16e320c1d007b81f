import { SANDBOX_TEST_CARDS } from '@campus/contracts';
import {
  CARD_MESSAGES as M,
  cardNumberDigits,
  cardNumberError,
  cvcDigits,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
} from '../utils/card';

describe('card number', () => {
  it('keeps digits only, at most 19, shown in groups of 4', () => {
    expect(cardNumberDigits('4242 42ab42-4242')).toBe('424242424242');
    expect(cardNumberDigits('1'.repeat(25))).toBe('1'.repeat(19));
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('424242')).toBe('4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('1234567890123456789')).toBe('1234 5678 9012 3456 789');
  });

  it("passes every one of Stripe's test cards through the Luhn check, and catches a changed digit", () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('says incomplete below the length of its network, invalid when the checksum fails', () => {
    expect(cardNumberError('')).toBe(M.numberIncomplete);
    expect(cardNumberError('424242424242424')).toBe(M.numberIncomplete);
    expect(cardNumberError('4242424242424241')).toBe(M.numberInvalid);
    expect(cardNumberError('4242424242424242')).toBeNull();
    // American Express: 15 digits
    expect(cardNumberError('37828224631000')).toBe(M.numberIncomplete);
    expect(cardNumberError('378282246310005')).toBeNull();
    expect(cardNumberError('3782822463100051')).toBe(M.numberInvalid);
  });

  it("uses Stripe's words", () => {
    expect(M.numberInvalid).toBe('Your card number is invalid.');
  });
});

describe('expiry', () => {
  const type = (steps: string[]) => steps.reduce((shown, typed) => formatExpiry(typed, shown), '');

  it("adds the slash after the month as it is typed: 'MM / YY'", () => {
    expect(type(['1'])).toBe('1');
    expect(type(['1', '12'])).toBe('12 / ');
    expect(type(['1', '12', '12 / 3', '12 / 34'])).toBe('12 / 34');
    expect(formatExpiry('12 / 345', '12 / 34')).toBe('12 / 34');
  });

  it('reads a first digit above 1 as a one-digit month', () => {
    expect(type(['4'])).toBe('04 / ');
    expect(type(['4', '04 / 2'])).toBe('04 / 2');
  });

  it('removes the slash when deleting past it, and takes pasted or autofilled dates', () => {
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
    expect(formatExpiry('12/34', '')).toBe('12 / 34');
    expect(formatExpiry('1234', '')).toBe('12 / 34');
  });

  it('parses a complete date into month and four-digit year', () => {
    expect(parseExpiry('04 / 31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('04 / 3')).toBeNull();
  });

  it("says incomplete, past or invalid with Stripe's words", () => {
    const now = new Date(2026, 5, 15); // June 2026
    expect(expiryError('', now)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError('12 / 2', now)).toBe(M.expiryIncomplete);
    expect(expiryError('12 / 25', now)).toBe("Your card's expiration year is in the past.");
    expect(expiryError('05 / 26', now)).toBe(M.expiryDatePast);
    expect(expiryError('06 / 26', now)).toBeNull();
    expect(expiryError('13 / 27', now)).toBe(M.expiryMonthInvalid);
    expect(expiryError('00 / 27', now)).toBe(M.expiryMonthInvalid);
    expect(expiryError('01 / 99', now)).toBe(M.expiryYearInvalid);
    expect(expiryError('01 / 30', now)).toBeNull();
  });
});

describe('security code', () => {
  it('keeps 3 to 4 digits and says when it is incomplete', () => {
    expect(cvcDigits('12a345')).toBe('1234');
    expect(cvcError('')).toBe("Your card's security code is incomplete.");
    expect(cvcError('12')).toBe(M.cvcIncomplete);
    expect(cvcError('123')).toBeNull();
    expect(cvcError('1234')).toBeNull();
  });
});
