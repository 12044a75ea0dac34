import styled, { css } from 'styled-components';
import { Container, theme } from 'ui';

/** The account pages' background: at least a screen tall, so the footer stays below while a page loads. */
export const AccountPage = styled.div`
  min-height: calc(100vh - ${theme.layout.navHeight});
  padding-block: clamp(2rem, 6vw, 5rem);
  background: ${theme.colors.surface};
`;

/** A white panel of the account pages. */
export const Panel = styled.section`
  padding: clamp(1.25rem, 4vw, 2rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

/** The account's panels, one under the other. */
export const PanelStack = styled.div`
  display: grid;
  /* minmax(0, …): a wide table scrolls inside its panel instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
`;

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

export const PanelTitle = styled.h2`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.xl};
`;

/** A live message: rendered always (hiding a live region can stop its announcements), spaced only when filled. */
export const Notice = styled.p<{ $tone?: 'good' | 'danger' }>`
  color: ${({ $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  font-weight: ${theme.fontWeights.semibold};

  &:not(:empty) {
    margin-block: ${theme.space.md};
  }
`;

export const NarrowContainer = styled(Container)`
  max-width: 52rem;
`;

/** The look of the account's text fields: a full-width box at least a finger tall. */
export const fieldStyles = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  &:disabled,
  &[readonly] {
    background: ${theme.colors.surface};
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
