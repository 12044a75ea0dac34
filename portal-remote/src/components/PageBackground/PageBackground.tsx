import styled from 'styled-components';
import { theme } from 'ui';

/** A portal screen's background: at least a screen tall, so the footer does not rise into view and fall back as data arrives. */
export const PageBackground = styled.div`
  min-height: calc(100vh - ${theme.layout.navHeight});
  padding-block: clamp(2rem, 6vw, 4rem);
  background: ${theme.colors.surface};
`;
