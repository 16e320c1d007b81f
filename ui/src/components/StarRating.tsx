import { useId, type KeyboardEvent } from 'react';
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

function Star({ fill, px, clipId }: { fill: number; px: number; clipId: string }) {
  const path =
    'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';
  return (
    <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={path} fill="#e2e8f0" stroke="#cbd5e1" strokeWidth="1" />
      {fill > 0 && (
        <path d={path} fill="#f59e0b" stroke="#d97706" strokeWidth="1" clipPath={`url(#${clipId})`} />
      )}
    </svg>
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
  const id = useId().replace(/:/g, '');
  const px = pixels[size];
  const stars = Array.from({ length: max }, (_, i) => Math.max(0, Math.min(1, value - i)));

  if (readOnly || !onChange) {
    const shown = Math.round(value * 10) / 10;
    return (
      <Row role="img" aria-label={`Rated ${shown} out of ${max}`} className={className}>
        {stars.map((fill, i) => (
          <Star key={i} fill={fill} px={px} clipId={`${id}-${i}`} />
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
            <Star fill={fill >= 0.5 ? 1 : 0} px={px} clipId={`${id}-${i}`} />
          </StarButton>
        );
      })}
    </Row>
  );
}
