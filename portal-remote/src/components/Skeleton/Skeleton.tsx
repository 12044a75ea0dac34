import styled, { keyframes } from 'styled-components';
import { theme } from 'ui';

// Opacity only: the compositor runs it, while a moving gradient would repaint on the main thread
// every frame for as long as the data takes (from the first paint, now that the frame is prerendered).
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/** A grey placeholder of the size of what is loading, so the page does not jump when it arrives. */
export const Skeleton = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${theme.radii.sm};
  background: #e4e8ee;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
