import styled, { css } from 'styled-components';
import { LIMITS } from '@campus/contracts';

const { browsePriceMin: MIN, browsePriceMax: MAX, browsePriceStep: STEP } = LIMITS;

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
  &:focus-visible::-webkit-slider-thumb {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:focus-visible::-moz-range-thumb {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface PriceRangeSliderProps {
  min: number;
  max: number;
  onMinChange(value: number): void;
  onMaxChange(value: number): void;
}

const percent = (value: number) => ((value - MIN) / (MAX - MIN)) * 100;

/** Price range slider, 0 to 100 in steps of 1, one thumb per bound. */
export function PriceRangeSlider({ min, max, onMinChange, onMaxChange }: PriceRangeSliderProps) {
  return (
    <Track>
      <Inner>
        <Rail />
        <Fill style={{ left: `${percent(min)}%`, right: `${100 - percent(max)}%` }} />
      </Inner>
      <Range
        type="range"
        aria-label="Minimum price"
        aria-valuetext={`$${min}`}
        min={MIN}
        max={MAX}
        step={STEP}
        value={min}
        onChange={(e) => onMinChange(Math.min(Number(e.target.value), max))}
      />
      <Range
        type="range"
        aria-label="Maximum price"
        aria-valuetext={`$${max}`}
        min={MIN}
        max={MAX}
        step={STEP}
        value={max}
        onChange={(e) => onMaxChange(Math.max(Number(e.target.value), min))}
      />
    </Track>
  );
}
