import styled, { css } from 'styled-components';
import { withoutProps } from './forwarding';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: #fecaca;
  `,
};

export const Badge = styled.span.withConfig(withoutProps('variant'))<{ variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ variant = 'default' }) => variants[variant]}
`;
