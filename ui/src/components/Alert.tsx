import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $destructive: boolean }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ $destructive, theme }) => ($destructive ? '#fecaca' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $destructive, theme }) => ($destructive ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ $destructive, theme }) => ($destructive ? theme.colors.dangerText : theme.colors.text)};
  font-size: 0.9375rem;
  line-height: 1.5;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const Title = styled.p`
  margin: 0 0 2px;
  font-weight: 700;
`;

const Body = styled.div`
  color: inherit;
  opacity: 0.92;
`;

export interface AlertProps {
  variant?: 'default' | 'destructive';
  title?: string;
  children?: ReactNode;
  className?: string;
}

export function Alert({ variant = 'default', title, children, className }: AlertProps) {
  const destructive = variant === 'destructive';
  return (
    <Box role={destructive ? 'alert' : 'status'} $destructive={destructive} className={className}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" strokeLinecap="round" />
      </svg>
      <div>
        {title && <Title>{title}</Title>}
        {children && <Body>{children}</Body>}
      </div>
    </Box>
  );
}
