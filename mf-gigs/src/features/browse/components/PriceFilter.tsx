import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@campus/contracts';
import { Button, Input, Label, RangeSlider } from '@campus/ui';
import { parsePrice } from '../utils/filters';
import { SectionLabel } from './SectionLabel';

const Inputs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-bottom: 14px;
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const clampToSlider = (value: number | undefined, fallback: number) =>
  value === undefined ? fallback : Math.min(Math.max(value, LIMITS.browsePriceMin), LIMITS.browsePriceMax);

/** Only whole dollars: anything else typed into a price box is ignored. */
const integerOnly = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
  if (/^\d{0,5}$/.test(e.target.value)) set(e.target.value);
};

interface PriceFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply(minPrice: number | undefined, maxPrice: number | undefined): void;
}

/** Slider plus Min ($) / Max ($) boxes; nothing changes until 'Apply Price Filter'. */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const [minText, setMinText] = useState(minPrice === undefined ? '' : String(minPrice));
  const [maxText, setMaxText] = useState(maxPrice === undefined ? '' : String(maxPrice));
  const sliderMin = clampToSlider(parsePrice(minText), LIMITS.browsePriceMin);
  const sliderMax = Math.max(sliderMin, clampToSlider(parsePrice(maxText), LIMITS.browsePriceMax));

  const apply = () => {
    let min = parsePrice(minText);
    let max = parsePrice(maxText);
    if (min === 0) min = undefined; // $0 is no lower bound
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    onApply(min, max);
  };

  return (
    <section aria-labelledby="gig-filter-price">
      <SectionLabel id="gig-filter-price">Price range</SectionLabel>
      <RangeSlider
        min={LIMITS.browsePriceMin}
        max={LIMITS.browsePriceMax}
        step={LIMITS.browsePriceStep}
        low={sliderMin}
        high={sliderMax}
        onLowChange={(v) => setMinText(String(v))}
        onHighChange={(v) => setMaxText(String(v))}
        lowLabel="Minimum price"
        highLabel="Maximum price"
        formatValue={(v) => `$${v}`}
      />
      <Inputs>
        <Control>
          <Label htmlFor="gig-filter-min">Min ($)</Label>
          <Input
            id="gig-filter-min"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder={String(LIMITS.browsePriceMin)}
            value={minText}
            onChange={integerOnly(setMinText)}
          />
        </Control>
        <Control>
          <Label htmlFor="gig-filter-max">Max ($)</Label>
          <Input
            id="gig-filter-max"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="Any"
            value={maxText}
            onChange={integerOnly(setMaxText)}
          />
        </Control>
      </Inputs>
      <Button type="button" variant="secondary" block onClick={apply}>
        Apply Price Filter
      </Button>
    </section>
  );
}
