import styled from 'styled-components';
import { theme, VisuallyHidden } from 'ui';
import { portalText } from '../../content/portal';
import { Skeleton } from '../Skeleton/Skeleton';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  /* Without JavaScript nothing loads: the note below says so instead. */
  @media (scripting: none) {
    display: none;
  }
`;

const NoScriptNote = styled.div`
  display: block;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
  font-weight: ${theme.fontWeights.semibold};
`;

const Block = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

/**
 * Placeholders in the shape of the portal content while it loads (the server sends them to every
 * visitor), and what a visitor without JavaScript reads in their place.
 */
export function ContentSkeleton({ label }: { label: string }) {
  return (
    <>
      <NoScriptNote as="noscript">
        <p>{portalText.needsJavaScript}</p>
      </NoScriptNote>
      <Stack role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $width="12rem" $height="1.75rem" aria-hidden="true" />
      <Skeleton $height="3rem" aria-hidden="true" />
      {[0, 1].map((block) => (
        <Block key={block} aria-hidden="true">
          <Skeleton $width="40%" $height="1.5rem" />
          <Skeleton $width="90%" />
          <Skeleton $width="75%" />
          <Skeleton $width="60%" />
        </Block>
      ))}
      </Stack>
    </>
  );
}

/*
 * The side menu's measures (padding, item heights, gaps), so nothing moves when it arrives: its
 * two links are a grid with a gap, sign-out follows the list with a margin of the same size.
 */
const MenuBlock = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

/** The side menu's place while it loads. */
export function MenuSkeleton() {
  return (
    <MenuBlock aria-hidden="true">
      <Skeleton $height="44px" />
      <Skeleton $height="44px" />
      <Skeleton $width="6rem" $height="44px" />
    </MenuBlock>
  );
}
