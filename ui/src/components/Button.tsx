import styled, { css } from 'styled-components';
import { focusRing } from '../theme';
import { withoutProps } from './forwarding';
import { useHydrated } from '../useHydrated';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'secondary';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the full width of the parent. */
  block?: boolean;
}

const sizes = {
  sm: css`
    height: 34px;
    padding: 0 12px;
    font-size: 0.875rem;
  `,
  md: css`
    height: 40px;
    padding: 0 16px;
    font-size: 0.9375rem;
  `,
  lg: css`
    height: 48px;
    padding: 0 22px;
    font-size: 1rem;
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: #e0e7ff;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
};

/**
 * A submit button stays disabled until the page is hydrated: pressed in a server-rendered page before
 * React handles its form, the browser would send the form itself (a GET with every field, a password
 * too, in the address). It looks as usual meanwhile (it is hydrated within moments), and a click on it
 * waits, not reloads. A hook by name: styled-components runs attrs on every render of the button.
 */
function useHydrationGuard(props: { type?: string }): { disabled?: true; 'data-hydrating'?: '' } {
  const hydrated = useHydrated();
  return props.type === 'submit' && !hydrated ? { disabled: true, 'data-hydrating': '' } : {};
}

/** The product's button. Works as a link too: `<Button as={Link} to="/gigs">`. */
export const Button = styled.button
  .attrs(useHydrationGuard)
  .withConfig(withoutProps('variant', 'size', 'block'))<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ block }) => (block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease;
  ${({ size = 'md' }) => sizes[size]}
  ${({ variant = 'primary' }) => variants[variant]}

  &:focus-visible {
    ${focusRing}
  }
  &:disabled:not([data-hydrating]),
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;
