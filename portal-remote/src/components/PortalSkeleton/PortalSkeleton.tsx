import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FIRST_VIEW_SLOT } from 'composition-contract/early-requests';
import { ServerOnly, theme, VisuallyHidden } from 'ui';
import { usePortalContent } from '../../content/PortalContent';
import { FirstViewSlot, firstViewSlots } from '../FirstView/FirstView';
import { Skeleton } from '../Skeleton/Skeleton';

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  /* Without JavaScript nothing loads: the note below says so instead. */
  @media (scripting: none) {
    display: none;
  }

  /* The first view painted in their place. */
  [${FIRST_VIEW_SLOT}]:not(:empty) + & {
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

/** Placeholder cards: a title and three lines each. */
export function PlaceholderBlocks({ count }: { count: number }) {
  return Array.from({ length: count }, (_, block) => (
    <Block key={block} aria-hidden="true">
      <Skeleton $width="40%" $height="1.5rem" />
      <Skeleton $width="90%" />
      <Skeleton $width="75%" />
      <Skeleton $width="60%" />
    </Block>
  ));
}

/**
 * Placeholders in the shape of the portal content while it loads (the server sends them to every
 * visitor), and what a visitor without JavaScript reads in their place. With `firstViews` (the
 * variants of the content's first view, `FirstViewVariant`s), the server also sends those, and the
 * placeholders give way to the one painted in the slot before them.
 */
export function ContentSkeleton({ label, firstViews }: { label: string; firstViews?: ReactNode }) {
  const portalText = usePortalContent().portal.text;
  return (
    <>
      <NoScriptNote as="noscript">
        <p>{portalText.needsJavaScript}</p>
      </NoScriptNote>
      {firstViews && <FirstViewSlot name={firstViewSlots.content} />}
      <Stack role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
        <Skeleton $width="12rem" $height="1.75rem" aria-hidden="true" />
        <Skeleton $height="3rem" aria-hidden="true" />
        <PlaceholderBlocks count={2} />
      </Stack>
      {firstViews && <ServerOnly>{firstViews}</ServerOnly>}
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

  /* The menu's first view painted in its place. */
  [${FIRST_VIEW_SLOT}]:not(:empty) + & {
    display: none;
  }
`;

/** The side menu's place while it loads; `withFirstView`: after the slot of its first view (whose variants the content's skeleton holds). */
export function MenuSkeleton({ withFirstView = false }: { withFirstView?: boolean }) {
  return (
    <>
      {withFirstView && <FirstViewSlot name={firstViewSlots.menu} />}
      <MenuBlock aria-hidden="true">
        <Skeleton $height="44px" />
        <Skeleton $height="44px" />
        <Skeleton $width="6rem" $height="44px" />
      </MenuBlock>
    </>
  );
}
