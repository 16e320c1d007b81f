import styled, { css } from 'styled-components';

const Track = styled.div`
  position: relative;
  height: 28px;
  margin: 4px 0 8px;
`;

/** Inset by half a thumb so the fill ends under the thumbs' centres. */
const Inner = styled.div`
  position: absolute;
  inset: 0 10px;
`;

const Rail = styled.div`
  position: absolute;
  top: 50%;
  left: 0;
  right: 0;
  height: 6px;
  transform: translateY(-50%);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  position: absolute;
  top: 50%;
  height: 6px;
  transform: translateY(-50%);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
`;

const thumb = css`
  width: 20px;
  height: 20px;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;
  pointer-events: auto;
`;

/** Two native range inputs on one rail: only their thumbs take the pointer. */
const Range = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  margin: 0;
  background: none;
  pointer-events: none;
  appearance: none;
  -webkit-appearance: none;
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  /* Focus shows on the thumb that has it, not as a box around the whole rail. */
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.surface},
      0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.surface},
      0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
`;

export interface RangeSliderProps {
  /** The slider's bounds and step. */
  min: number;
  max: number;
  step: number;
  /** The range's current ends (min <= low <= high <= max). */
  low: number;
  high: number;
  onLowChange(value: number): void;
  onHighChange(value: number): void;
  /** Accessible names of the two thumbs ('Minimum price', 'Maximum price'). */
  lowLabel: string;
  highLabel: string;
  /** How a value reads aloud ('$25'); default the number. */
  formatValue?(value: number): string;
}

/**
 * A range with two thumbs on one rail (two native range inputs, so keyboard and assistive technology
 * work as for any slider): the low thumb never passes the high one, nor the other way round.
 */
export function RangeSlider({
  min,
  max,
  step,
  low,
  high,
  onLowChange,
  onHighChange,
  lowLabel,
  highLabel,
  formatValue = String,
}: RangeSliderProps) {
  const percent = (value: number) => ((value - min) / (max - min)) * 100;
  return (
    <Track>
      <Inner>
        <Rail />
        <Fill style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
      </Inner>
      <Range
        type="range"
        aria-label={lowLabel}
        aria-valuetext={formatValue(low)}
        min={min}
        max={max}
        step={step}
        value={low}
        onChange={(e) => onLowChange(Math.min(Number(e.target.value), high))}
      />
      <Range
        type="range"
        aria-label={highLabel}
        aria-valuetext={formatValue(high)}
        min={min}
        max={max}
        step={step}
        value={high}
        onChange={(e) => onHighChange(Math.max(Number(e.target.value), low))}
      />
    </Track>
  );
}
