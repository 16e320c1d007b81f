import styled from 'styled-components';
import { Input } from '@campus/ui';
import { keepPriceCharacters } from '../utils/gig-form-values';

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
 * The hourly rate: a '$'-prefixed text input (placeholder 0.00) that keeps only digits and one decimal
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
