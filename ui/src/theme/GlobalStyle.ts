import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Reset and base typography. `scroll-behavior` stays unset: smooth scrolling is done in JS. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchor targets (skip link, #section links) land where scrollToId puts them, below the fixed
       nav, also when the browser scrolls to an address's #fragment itself (again as the page loads). */
    scroll-padding-top: ${theme.layout.anchorOffsetPx}px;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: break-word;
  }

  p, ul, ol, figure, blockquote, dl, dd { margin: 0; }

  img, svg, video, iframe { display: block; max-width: 100%; }
  img, video { height: auto; }

  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  /* A control that is not ready (its code not yet running, see useHydrated) or not available looks it. */
  :is(button, input, select, textarea):disabled { cursor: not-allowed; opacity: 0.55; }

  a { color: inherit; text-underline-offset: 0.15em; }

  /* Components style display; the hidden attribute must still win. */
  [hidden] { display: none !important; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /* Sections that receive focus only to move the reading position (skip link, in-page jumps). */
  [tabindex='-1']:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
