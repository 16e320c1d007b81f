import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@campus/contracts';
import { focusRing } from '../theme';

const pixels = { sm: 14, md: 18, lg: 26 } as const;

export interface StarRatingProps {
  value: number;
  max?: number;
  size?: keyof typeof pixels;
  readOnly?: boolean;
  onChange?(value: number): void;
  /** Accessible name of the input variant. */
  label?: string;
  className?: string;
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  line-height: 0;
`;

const StarButton = styled.button`
  padding: 2px;
  border: 0;
  background: none;
  border-radius: 4px;
  cursor: pointer;
  line-height: 0;
  &:focus-visible {
    ${focusRing}
  }
`;

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

function StarShape({ filled, px }: { filled: boolean; px: number }) {
  return (
    <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR_PATH}
        fill={filled ? '#f59e0b' : '#e2e8f0'}
        stroke={filled ? '#d97706' : '#cbd5e1'}
        strokeWidth="1"
      />
    </svg>
  );
}

const PartStar = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The filled star over the empty one, cut at the fraction's width. */
const PartFill = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  height: 100%;
  overflow: hidden;
`;

/**
 * One star filled to `fill` (0 to 1). A part-filled star is the filled shape over the empty one, cut
 * by its box's width: no clip path, so no id, and every card's stars are the same few bytes of HTML.
 */
function Star({ fill, px }: { fill: number; px: number }) {
  if (fill <= 0 || fill >= 1) return <StarShape filled={fill >= 1} px={px} />;
  return (
    <PartStar>
      <StarShape filled={false} px={px} />
      <PartFill style={{ width: `${Math.round(fill * 100)}%` }}>
        <StarShape filled px={px} />
      </PartFill>
    </PartStar>
  );
}

/** Stars: read-only display (fractions allowed) or a 1..max input. */
export function StarRating({
  value,
  max = LIMITS.starMax,
  size = 'md',
  readOnly = false,
  onChange,
  label = 'Rating',
  className,
}: StarRatingProps) {
  const px = pixels[size];
  const stars = Array.from({ length: max }, (_, i) => Math.max(0, Math.min(1, value - i)));

  if (readOnly || !onChange) {
    const shown = Math.round(value * 10) / 10;
    return (
      <Row role="img" aria-label={`Rated ${shown} out of ${max}`} className={className}>
        {stars.map((fill, i) => (
          <Star key={i} fill={fill} px={px} />
        ))}
      </Row>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
      e.preventDefault();
      onChange(Math.min(max, Math.round(value) + 1));
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
      e.preventDefault();
      onChange(Math.max(1, Math.round(value) - 1));
    }
  };

  return (
    <Row role="radiogroup" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {stars.map((fill, i) => {
        const starValue = i + 1;
        const checked = Math.round(value) === starValue;
        return (
          <StarButton
            key={i}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${starValue} star${starValue === 1 ? '' : 's'}`}
            tabIndex={checked || (value < 1 && i === 0) ? 0 : -1}
            onClick={() => onChange(starValue)}
          >
            <Star fill={fill >= 0.5 ? 1 : 0} px={px} />
          </StarButton>
        );
      })}
    </Row>
  );
}
