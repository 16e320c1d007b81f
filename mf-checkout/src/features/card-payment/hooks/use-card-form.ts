import { useState } from 'react';
import type { SandboxCard } from '@campus/contracts';
import {
  cardNumberDigits,
  cardNumberError,
  cvcDigits,
  cvcError,
  expiryError,
  formatExpiry,
  parseExpiry,
} from '../utils/card';

export type CardField = 'number' | 'expiry' | 'cvc';

interface CardValues {
  /** Digits only (shown in groups of 4). */
  number: string;
  /** As shown: 'MM / YY'. */
  expiry: string;
  cvc: string;
}

const EMPTY: CardValues = { number: '', expiry: '', cvc: '' };
const NOTHING_SHOWN: Record<CardField, boolean> = { number: false, expiry: false, cvc: false };

export interface CardForm {
  values: CardValues;
  /** The problem of each field, shown once the field was left with something typed, or after a submit. */
  errors: Record<CardField, string | null>;
  /** Every field is valid: the card the sandbox is sent, else null. */
  card: SandboxCard | null;
  change(field: CardField, typed: string): void;
  blur(field: CardField): void;
  /** Shows every field's problem (a submit of an incomplete form). */
  showAll(): void;
}

/** The sandbox card form's state, with Stripe's card element rules. */
export function useCardForm(): CardForm {
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [shown, setShown] = useState(NOTHING_SHOWN);

  const problems: Record<CardField, string | null> = {
    number: cardNumberError(values.number),
    expiry: expiryError(values.expiry),
    cvc: cvcError(values.cvc),
  };
  const expiry = parseExpiry(values.expiry);
  const complete = !problems.number && !problems.expiry && !problems.cvc && expiry !== null;

  return {
    values,
    errors: {
      number: shown.number ? problems.number : null,
      expiry: shown.expiry ? problems.expiry : null,
      cvc: shown.cvc ? problems.cvc : null,
    },
    card: complete
      ? { number: values.number, expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc }
      : null,
    change(field, typed) {
      setValues((v) => {
        if (field === 'number') return { ...v, number: cardNumberDigits(typed) };
        if (field === 'expiry') return { ...v, expiry: formatExpiry(typed, v.expiry) };
        return { ...v, cvc: cvcDigits(typed) };
      });
    },
    blur(field) {
      // As Stripe's element: leaving an empty field is no mistake yet.
      if (values[field] !== '') setShown((s) => ({ ...s, [field]: true }));
    },
    showAll() {
      setShown({ number: true, expiry: true, cvc: true });
    },
  };
}
