import styled from 'styled-components';
import type { UiTheme } from '../../theme/theme';
import { theme } from '../../theme/theme';

export type CardGridProps = {
  /** The narrowest a column may get, e.g. '16rem': the row holds as many columns as fit. */
  $minColumnWidth: string;
  /** The space between cards; defaults to the theme's `lg`. */
  $gap?: keyof UiTheme['space'];
};

/** A responsive list of cards (render `as="ol"` when the order matters). */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  /* min(100%, …) lets a lone column narrow below the minimum on small screens instead of overflowing. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $minColumnWidth }) => $minColumnWidth}), 1fr));
  gap: ${({ $gap = 'lg' }) => theme.space[$gap]};
  padding: 0;
  list-style: none;
`;
