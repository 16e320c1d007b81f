import styled from 'styled-components';
import { initials } from '@campus/contracts';

const pixels = { sm: 32, md: 40, lg: 56, xl: 88 } as const;

const Circle = styled.span<{ $px: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  background: linear-gradient(135deg, #6366f1, #4338ca);
  color: #fff;
  font-weight: 700;
  font-size: ${({ $px }) => Math.round($px * 0.38)}px;
  letter-spacing: 0.02em;
  overflow: hidden;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof pixels;
  /** Optional picture; initials are shown without one. */
  src?: string | null;
  className?: string;
}

export function Avatar({ firstName, lastName, size = 'md', src, className }: AvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <Circle
      $px={pixels[size]}
      className={className}
      aria-hidden={name ? undefined : true}
      title={name || undefined}
    >
      {src ? <img src={src} alt={name} /> : initials(firstName, lastName)}
    </Circle>
  );
}
