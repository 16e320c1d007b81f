import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pixels = { sm: 16, md: 28, lg: 44 } as const;

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border: ${({ $px }) => Math.max(2, Math.round($px / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const Wrap = styled.span<{ $full: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.primary};
  ${({ $full }) =>
    $full
      ? `position: fixed; inset: 0; z-index: 60; background: rgba(248, 250, 252, 0.85); display: flex;`
      : ''}
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export interface SpinnerProps {
  size?: keyof typeof pixels;
  fullScreen?: boolean;
  /** Visible text under the spinner; also its accessible name. */
  label?: string;
  /** Inside a button whose text already says what is happening: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  fullScreen = false,
  label,
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) return <Ring $px={pixels[size]} aria-hidden="true" className={className} />;
  return (
    <Wrap role="status" aria-live="polite" $full={fullScreen} className={className}>
      <Ring $px={pixels[size]} aria-hidden="true" />
      {label ? <Label>{label}</Label> : <VisuallyHidden>Loading</VisuallyHidden>}
    </Wrap>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
