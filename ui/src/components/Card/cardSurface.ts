import { css } from 'styled-components';

/**
 * A card with an image on top: rounded, lifted by a shadow, as tall as its grid row so a row of
 * cards lines up, and clipping the image to its rounded corners.
 */
export const cardSurface = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
