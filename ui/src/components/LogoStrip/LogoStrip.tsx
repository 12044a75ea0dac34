import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ImageAsset } from '../../types';
import { Button } from '../Button/Button';
import { theme } from '../../theme/theme';

export type LogoStripProps = {
  /** Each logo is shown 300x200 (give the file that shape); its alt text names the organisation. */
  logos: ImageAsset[];
  /** Names the list of logos for screen readers, e.g. "Donor logos". */
  label: string;
  pauseLabel?: string;
  playLabel?: string;
  /** 'eager' when the strip is near the top of its page: lazy logos would pass by blank while loading. */
  loading?: 'lazy' | 'eager';
};

/** Spec: logos are 300x200 and repeat every 316px; one pass of the list takes 10 s. */
const logoWidth = 300;
const logoHeight = 200;
const logoGap = 316 - logoWidth;
const passSeconds = 10;

// The list is rendered twice, so moving by half the track lands exactly on the start again.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div`
  overflow: hidden;
  /* Room for the logo cards' shadows, which the overflow would otherwise cut off. */
  padding-block: ${theme.space.md};
`;

const Track = styled.ul<{ $paused: boolean }>`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${scroll} ${passSeconds}s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};

  ${Viewport}:hover & {
    animation-play-state: paused;
  }

  /* Without motion the logos simply wrap, shown once. */
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    width: auto;
    animation: none;

    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

const LogoItem = styled.li`
  flex: 0 0 ${logoWidth}px;
  margin-right: ${logoGap}px;

  @media (prefers-reduced-motion: reduce) {
    margin: ${logoGap / 2}px;
  }
`;

const Logo = styled.img`
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`;

const Controls = styled.div`
  margin-top: ${theme.space.lg};
  text-align: center;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

/** A ticker of logos that loops every 10 s and stops on hover or with its pause button. */
export function LogoStrip({
  logos,
  label,
  pauseLabel = 'Pause logo animation',
  playLabel = 'Play logo animation',
  loading = 'lazy',
}: LogoStripProps) {
  // Hover alone cannot pause it for keyboard and touch users (WCAG 2.2.2), hence the button.
  const [paused, setPaused] = useState(false);

  const renderLogos = (copy: 'original' | 'repeat') =>
    logos.map((logo) => (
      <LogoItem key={`${copy}-${logo.alt}`} aria-hidden={copy === 'repeat' ? true : undefined}>
        <Logo src={logo.src} alt={copy === 'repeat' ? '' : logo.alt} width={logoWidth} height={logoHeight} loading={loading} decoding="async" />
      </LogoItem>
    ));

  return (
    <div>
      <Viewport>
        <Track $paused={paused} aria-label={label}>
          {renderLogos('original')}
          {renderLogos('repeat')}
        </Track>
      </Viewport>
      <Controls>
        <Button variant="secondary" onClick={() => setPaused((wasPaused) => !wasPaused)}>
          {paused ? playLabel : pauseLabel}
        </Button>
      </Controls>
    </div>
  );
}
