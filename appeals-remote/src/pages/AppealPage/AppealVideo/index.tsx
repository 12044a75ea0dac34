import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ProviderChoice, providerAddress } from 'composition-contract/providers';
import { EmbeddedFrame, theme, useHydrated, VisuallyHidden } from 'ui';
import { appealVideoPlayer, videoAutoplayParams } from '../../../config/embeds';
import { appealPageText } from '../../../content/appealPage';
import { InitialsPoster } from './InitialsPoster';

const { width, height } = appealVideoPlayer;

/* Poster and player share one box: 360x640, shrinking in proportion on narrower screens. */
const Frame = styled.div`
  width: ${width}px;
  max-width: 100%;
  margin-inline: auto;
`;

const PosterButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${width} / ${height};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: ${theme.colors.black};
  color: ${theme.colors.white};

  svg {
    width: 100%;
    height: 100%;
  }
`;

/* The visible play control in the poster's middle lower third. */
const PlayBadge = styled.span`
  position: absolute;
  left: 50%;
  top: 62%;
  transform: translate(-50%, -50%);
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.navy};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  transition: background-color 0.15s ease;

  ${PosterButton}:hover & {
    background: ${theme.colors.surface};
  }

  svg {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

/* A video player: black behind the picture, with a card's rounder corners. */
const Player = styled(EmbeddedFrame)`
  iframe {
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.black};
  }
`;

const FallbackLink = styled.a`
  display: inline-block;
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

/* Without a video provider: the poster alone, with a line under it. */
const Poster = styled.div`
  aspect-ratio: ${width} / ${height};
  border-radius: ${theme.radii.lg};
  overflow: hidden;

  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Note = styled.p`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * The person's vertical video, light by default: a poster with their initials and a play button;
 * the player (and everything it downloads) loads only when the visitor presses play. Without a
 * video provider set up, the poster says so.
 */
export function AppealVideo({ name, video }: { name: string; video: string }) {
  return (
    <ProviderChoice
      embed="appealVideos"
      configured={() => <VideoPlayer name={name} video={video} />}
      off={() => (
        <Frame>
          <Poster>
            <InitialsPoster name={name} width={width} height={height} />
          </Poster>
          <Note>{appealPageText.videoOff}</Note>
        </Frame>
      )}
    />
  );
}

function VideoPlayer({ name, video }: { name: string; video: string }) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const frameRef = useRef<HTMLDivElement>(null);
  const { colors } = theme;
  const { videoTitle, playVideo, playVideoFor, videoLinkText } = appealPageText;

  // The button that had focus is gone: keyboard and screen-reader users continue in the player.
  useEffect(() => {
    if (playing) frameRef.current?.querySelector('iframe')?.focus({ preventScroll: true });
  }, [playing]);

  if (playing) {
    return (
      <Frame ref={frameRef}>
        <Player {...appealVideoPlayer} title={videoTitle(name)} src={providerAddress('appealVideos', { path: video, params: videoAutoplayParams })} linkText={videoLinkText} />
      </Frame>
    );
  }
  return (
    <Frame>
      <PosterButton type="button" disabled={!hydrated} onClick={() => setPlaying(true)}>
        <InitialsPoster name={name} width={width} height={height} />
        <PlayBadge>
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <circle cx="20" cy="20" r="20" fill={colors.primary} />
            <path d="M16 12.5v15l12-7.5z" fill={colors.white} />
          </svg>
          {playVideo}
          <VisuallyHidden>{playVideoFor(name)}</VisuallyHidden>
        </PlayBadge>
      </PosterButton>
      {/* Same link as the player's own: the video stays reachable if the provider's frame is blocked. */}
      <FallbackLink href={providerAddress('appealVideos', { path: video })} target="_blank" rel="noopener noreferrer">
        {videoLinkText}
      </FallbackLink>
    </Frame>
  );
}
