import styled from 'styled-components';
import { theme } from '../../theme/theme';

/** Centres content at a readable width, with side padding that never goes under 16px. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.containerPadding};
`;
