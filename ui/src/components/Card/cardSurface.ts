import { css } from 'styled-components';
import { theme } from '../../theme/theme';

/**
 * A card with an image on top: rounded, lifted by a shadow, as tall as its grid row so a row of
 * cards lines up, and clipping the image to its rounded corners.
 */
export const cardSurface = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;
