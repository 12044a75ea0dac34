import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * The site's global styles and theme around an app. Styles read the `theme` constant, so
 * styled-components works a component's CSS out once, not again for every element it renders
 * (hydration included), as it must for a style with a function in it. The theme is still
 * provided through styled-components' context for remotes built before that, which read it there.
 */
export function UiProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
