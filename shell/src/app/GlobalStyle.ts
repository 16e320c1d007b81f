import { createGlobalStyle } from 'styled-components';

/** Base document styles of the product (mounted once by the shell). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* Text people wrote may hold a word longer than any line (a URL, a 2,000-character word): it breaks
       instead of widening the page. Boxes in flex and grid layouts that hold such text also need
       'min-width: 0' (their automatic minimum is their longest word): see e2e/journeys/long-words. */
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { line-height: 1.2; letter-spacing: -0.01em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ::selection { background: #c7d2fe; }
`;
