import styled from 'styled-components';

/** Spec: the appeal video frame is 360x640 (portrait). */
const frameWidth = 360;
const frameHeight = 640;

const Wrapper = styled.div`
  width: ${frameWidth}px;
  max-width: 100%;
  /* Centred when stacked on a screen wider than the frame. */
  margin-inline: auto;
`;

/* Full size from 360px up; on narrower screens it shrinks and keeps its portrait shape. */
const Frame = styled.iframe`
  width: 100%;
  height: auto;
  aspect-ratio: ${frameWidth} / ${frameHeight};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.black};
`;

const FallbackLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type VerticalVideoProps = { title: string; src: string; linkText: string };

/** A portrait video player frame, with a plain link for when the player is blocked. */
export function VerticalVideo({ title, src, linkText }: VerticalVideoProps) {
  return (
    <Wrapper>
      <Frame
        title={title}
        src={src}
        width={frameWidth}
        height={frameHeight}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <FallbackLink href={src} target="_blank" rel="noopener noreferrer">
        {linkText}
      </FallbackLink>
    </Wrapper>
  );
}
