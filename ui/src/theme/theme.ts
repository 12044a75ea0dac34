/**
 * Design tokens shared by the shell and every remote. Colour pairs are chosen for WCAG AA:
 * `onPrimary` on `primary` is 5.4:1, `accent` on `navy` is 10.5:1, `muted` on `background` 6:1.
 */
export const theme = {
  colors: {
    navy: '#0b1526',
    black: '#000000',
    white: '#ffffff',
    background: '#ffffff',
    surface: '#f3f5f8',
    border: '#d8dde6',
    text: '#1a1f2b',
    muted: '#5b6475',
    textOnDark: '#ffffff',
    mutedOnDark: '#c4cbd8',
    primary: '#0f7a3d',
    primaryHover: '#0b6332',
    onPrimary: '#ffffff',
    /** The green for text and details on dark backgrounds. */
    accent: '#4ade80',
    danger: '#b42318',
    /** Orange reaches 3:1 against white, navy and black, so the ring shows everywhere. */
    focus: '#e8590c',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
    display: 'clamp(2.25rem, 1.4rem + 4vw, 4rem)',
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.15, body: 1.6 },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: { card: '0 4px 16px rgba(11, 21, 38, 0.12)' },
  /** Widths in px; each media query below is "this width and narrower", except aboveMobile. */
  breakpoints: { mobile: 768, fixedBackground: 720, carouselSingle: 640 },
  media: {
    mobile: '@media (max-width: 768px)',
    aboveMobile: '@media (min-width: 769px)',
    fixedBackground: '@media (max-width: 720px)',
    carouselSingle: '@media (max-width: 640px)',
  },
  layout: {
    /** The shell's fixed nav; heroes pad their top by this much. */
    navHeight: '72px',
    /** Where an anchor target lands, below the top of the window (the spec's scroll offset, clear of the nav). */
    anchorOffsetPx: 100,
    containerMaxWidth: '1200px',
    containerPadding: 'clamp(1rem, 4vw, 2rem)',
  },
  zIndices: { nav: 100, skipLink: 200 },
} as const;

export type UiTheme = typeof theme;
