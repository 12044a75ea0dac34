import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme, visuallyHiddenStyles } from 'ui';
import { useChrome } from './chrome';

export const mainContentId = 'main-content';

const Anchor = styled.a`
  ${visuallyHiddenStyles}

  &:focus {
    position: fixed;
    top: ${theme.space.sm};
    left: ${theme.space.sm};
    z-index: ${theme.zIndices.skipLink};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${theme.space.sm} ${theme.space.md};
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.navy};
    font-weight: ${theme.fontWeights.bold};
  }
`;

/** The first stop of the Tab key: jumps past the nav. Visible only while focused. */
export function SkipLink() {
  const { notices } = useChrome();
  // Moving focus directly (instead of following the #hash) keeps the URL clean for the router.
  const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <Anchor href={`#${mainContentId}`} onClick={focusMain}>
      {notices.skipLink}
    </Anchor>
  );
}
