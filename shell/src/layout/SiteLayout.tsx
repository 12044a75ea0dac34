import type { ReactNode } from 'react';
import styled from 'styled-components';
import { navBackdropSelector, theme } from 'ui';
import { Footer } from './Footer/Footer';
import { HelpDesk } from './HelpDesk';
import { LanguageOffer } from './LanguageOffer';
import { Nav } from './Nav/Nav';
import { SkipLink, mainContentId } from './SkipLink';

const Main = styled.main`
  display: block;
  /* The footer starts below the first screen, so a page rendered in the browser after the layout
     (the signed-in portal) does not push it across the screen when it arrives. */
  min-height: 100vh;

  /* Pages that start with a dark hero slide under the transparent nav; others start below it. */
  &:not(:has(${navBackdropSelector})) {
    padding-top: ${theme.layout.navHeight};
  }
`;

/**
 * The frame of every page: skip link, fixed nav, the page itself, footer, help desk (`sessionPage`:
 * the page holds a session, so no third-party widget), and on an English page the offer to read it
 * in Spanish.
 */
export function SiteLayout({ children, sessionPage }: { children?: ReactNode; sessionPage: boolean }) {
  return (
    <>
      <SkipLink />
      <LanguageOffer />
      <Nav />
      <Main id={mainContentId} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <HelpDesk sessionPage={sessionPage} />
    </>
  );
}
