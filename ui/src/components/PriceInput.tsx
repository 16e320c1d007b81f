import styled from 'styled-components';
import { Input } from './Form';

const Wrap = styled.div`
  position: relative;
`;

const Dollar = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 12px;
  display: flex;
  align-items: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textSubtle};
  pointer-events: none;
`;

const Amount = styled(Input)`
  padding-left: 28px;
  font-variant-numeric: tabular-nums;
`;

/**
 * What a price box keeps of the typed text: digits and the first decimal point (spec section 5);
 * leading zeros before a digit go, so typing into an initial '0' gives '25', not '025'.
 */
export function keepPriceCharacters(text: string): string {
  const digitsAndPoints = text.replace(/[^\d.]/g, '');
  const point = digitsAndPoints.indexOf('.');
  const onePoint =
    point === -1
      ? digitsAndPoints
      : digitsAndPoints.slice(0, point + 1) + digitsAndPoints.slice(point + 1).replace(/\./g, '');
  return onePoint.replace(/^0+(?=\d)/, '');
}

/** The typed price as a number; what cannot be read becomes 0 (spec section 5). */
export function parsePriceText(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

export interface PriceInputProps {
  value: string;
  onChange(value: string): void;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A dollar amount: a '$'-prefixed text input (placeholder 0.00) that keeps only digits and one decimal
 * point. Field's id and aria props land on the input itself.
 */
export function PriceInput({ value, onChange, ...input }: PriceInputProps) {
  return (
    <Wrap>
      <Dollar aria-hidden="true">$</Dollar>
      <Amount
        {...input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(e) => onChange(keepPriceCharacters(e.target.value))}
      />
    </Wrap>
  );
}
