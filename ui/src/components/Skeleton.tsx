import styled, { keyframes } from 'styled-components';
import { withoutProps } from './forwarding';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const size = (v: number | string | undefined, fallback: string) =>
  v === undefined ? fallback : typeof v === 'number' ? `${v}px` : v;

/** A grey placeholder block shown while content loads. */
export const Skeleton = styled.div
  .attrs({ 'aria-hidden': true })
  .withConfig(withoutProps('width', 'height', 'radius'))<{
  width?: number | string;
  height?: number | string;
  radius?: string;
}>`
  width: ${({ width }) => size(width, '100%')};
  height: ${({ height }) => size(height, '16px')};
  border-radius: ${({ radius, theme }) => radius ?? theme.radii.sm};
  background: linear-gradient(90deg, #eef2f7 25%, #e2e8f0 50%, #eef2f7 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
