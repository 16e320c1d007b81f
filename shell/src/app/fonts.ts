import { createGlobalStyle } from 'styled-components';
// Inter ships with the product (no font request leaves the origin): the variable font, one file per
// script, weights 400 to 800 (the ones the interface uses). Latin-ext loads only for a name that needs it.
// The latin file (every page's text) is preloaded and declared by the page itself (shell/index.html), with
// its metric-matched fallback: a rule here would be a second face for the same text, swapped in later.
// Importing it here is what makes the build emit it (its address goes into index.html and the backend's
// preloads).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';

const face = (url: string, unicodeRange: string) => `
  @font-face {
    font-family: 'Inter';
    font-style: normal;
    font-display: swap;
    font-weight: 400 800;
    src: url(${url}) format('woff2');
    unicode-range: ${unicodeRange};
  }
`;

/** The address of the latin Inter file, as the build emitted it (declared by shell/index.html). */
export const INTER_LATIN_URL: string = interLatin;

/** The @font-face rule of the theme's body font for latin-ext (mounted once by the shell, beside GlobalStyle). */
export const FontFaces = createGlobalStyle`
  ${face(
    interLatinExt,
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  )}
`;
