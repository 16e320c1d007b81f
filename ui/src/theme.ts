import { BODY_FONT_FAMILY } from '@campus/contracts';

/**
 * The one theme of the product. Every component reads it through styled-components' ThemeProvider,
 * which the shell mounts once (styled-components is a page-wide singleton): a copy of @campus/ui that a
 * remote carries reads the shell's theme object, so a new theme key must land in a shell release before
 * a remote's components rely on it.
 */
export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primarySoft: '#eef2ff',
    primaryText: '#ffffff',
    accent: '#f59e0b',
    accentSoft: '#fef3c7',
    text: '#0f172a',
    textMuted: '#475569',
    // At least 4.5:1 on every surface of the product (white, background, surfaceMuted, primarySoft, border).
    textSubtle: '#56657a',
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#cbd5e1',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fef2f2',
    /** Danger-coloured text on dangerSoft (danger itself is 4.4:1 there). */
    dangerText: '#b91c1c',
    success: '#15803d',
    successSoft: '#f0fdf4',
    warning: '#b45309',
    warningSoft: '#fffbeb',
    star: '#f59e0b',
    focus: '#6366f1',
  },
  fonts: {
    /** contracts' BODY_FONT_FAMILY: the backend's static frame draws in the same stack. */
    body: BODY_FONT_FAMILY,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.12)',
  },
  layout: { maxWidth: '1200px', navHeight: '64px' },
} as const;

export type Theme = typeof theme;

/** Breakpoints (mobile first): `${media.md} { ... }` inside a styled template. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

/** Keyboard focus ring shared by every interactive primitive. */
export const focusRing = `
  outline: 2px solid ${theme.colors.focus};
  outline-offset: 2px;
`;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
