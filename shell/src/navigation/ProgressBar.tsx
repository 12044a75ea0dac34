import styled, { keyframes } from 'styled-components';
import { useNavigationBusy } from './navigationState';
import { theme } from 'ui';
import { useChrome } from '../layout/chrome';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  /* Above the fixed nav, below the skip link. */
  z-index: ${theme.zIndices.nav + 1};
  height: 3px;
  overflow: hidden;
  /* The track shows the bar at every moment of the sweep. */
  background: color-mix(in srgb, ${theme.colors.accent} 30%, transparent);
  pointer-events: none;
  /* Fast moves finish before it shows: no flicker on every click. */
  opacity: 0;
  animation: ${appear} 0.15s ease 0.15s forwards;

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${theme.colors.accent};
    box-shadow: 0 0 6px ${theme.colors.primary};
    animation: ${sweep} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 1;

    &::after {
      width: 100%;
      animation: none;
    }
  }
`;

/** A slim bar at the top of the window while the next page (a remote or a page's code) loads. */
export function ProgressBar() {
  const label = useChrome().notices.loadingPage;
  return useNavigationBusy() ? <Track role="progressbar" aria-label={label} /> : null;
}
