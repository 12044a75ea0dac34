import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, theme, useHydrated, useLocalPath } from 'ui';
import { usePortalContent } from '../../content/PortalContent';

const Promo = styled.section`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border-radius: ${theme.radii.md};
`;

const Title = styled.h2`
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
`;

const Text = styled.p`
  margin-block: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const PauseButton = styled.button`
  min-height: 44px;
  padding-inline: ${theme.space.sm};
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  text-decoration: underline;
`;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return undefined;
    setReduced(query.matches);
    const follow = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return reduced;
}

/**
 * A small Shield promo whose four hotspot pictures take turns every 5 s. The turns stop while
 * the pointer or focus is on it, when paused with its button, and under reduced motion.
 */
export function HotspotPromo() {
  const { hotspotPromo } = usePortalContent();
  const localPath = useLocalPath();
  const { pictures, intervalMs } = hotspotPromo;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !hovered && !focused && !reducedMotion;
  const titleId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % pictures.length), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, pictures.length, intervalMs]);

  const picture = pictures[index];
  if (picture === undefined) return null;
  return (
    <Promo
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Picture src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" />
      <Title id={titleId}>{hotspotPromo.title}</Title>
      <Text>{hotspotPromo.text}</Text>
      <Controls>
        <ButtonLink to={localPath(hotspotPromo.link.to)}>{hotspotPromo.link.text}</ButtonLink>
        {!reducedMotion && (
          // Until the code runs (a prerendered page), visibly not ready (the site's disabled style).
          <PauseButton type="button" disabled={!hydrated} onClick={() => setPaused((value) => !value)}>
            {paused ? hotspotPromo.play : hotspotPromo.pause}
          </PauseButton>
        )}
      </Controls>
    </Promo>
  );
}
