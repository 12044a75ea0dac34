import type { IframeHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../theme/theme';

export type EmbeddedFrameProps = {
  /** Names the frame for screen readers and in the fallback link. */
  title: string;
  src: string;
  /** In px; fixed so the page does not jump when the frame loads. */
  height: number;
  /**
   * In px. Without it the frame is as wide as its container; with it the frame is width x height
   * and, on a narrower screen, shrinks keeping that shape (e.g. a portrait video player).
   */
  width?: number;
  /** Replaces "Open <title> in a new tab". */
  linkText?: string;
  /**
   * Where the plain link goes. 'before' suits a tall frame (a long form): when the provider is
   * down, the way out is at the top instead of a screenful of empty frame further down.
   */
  linkPlacement?: 'before' | 'after';
  id?: string;
  /** Lets a page restyle the frame with styled(EmbeddedFrame). */
  className?: string;
  /**
   * Holds the frame's place with a box of its size, saying `placeholder`, until false: the
   * provider's page (its scripts, on the phone's one main thread) loads only once the reader comes
   * near it. Without JavaScript (nothing would ever make it false) the frame is there from the
   * start, in a `noscript`, and the held place is not shown.
   */
  deferred?: boolean;
  /** What the held place says (e.g. that the form appears there, or to use the link). */
  placeholder?: string;
} & Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'allow' | 'allowFullScreen' | 'referrerPolicy'>;

const Wrapper = styled.div<{ $width?: number }>`
  width: ${({ $width }) => ($width === undefined ? '100%' : `${$width}px`)};
  max-width: 100%;
`;

const frameBox = css<{ $width?: number; $height: number }>`
  width: 100%;
  ${({ $width, $height }) =>
    $width === undefined
      ? css`
          height: ${$height}px;
        `
      : css`
          height: auto;
          aspect-ratio: ${$width} / ${$height};
        `}
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Frame = styled.iframe<{ $width?: number; $height: number }>`
  ${frameBox}
`;

const FramePlace = styled.p<{ $width?: number; $height: number }>`
  ${frameBox}
  display: grid;
  place-items: center;
  padding: ${theme.space.lg};
  color: ${theme.colors.muted};
  text-align: center;
  /* The noscript's frame takes the place. */
  @media (scripting: none) {
    display: none;
  }
`;

const FallbackLink = styled.a<{ $placement: 'before' | 'after' }>`
  display: inline-block;
  margin-${({ $placement }) => ($placement === 'after' ? 'top' : 'bottom')}: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * A third-party page (form, map, widget, video player) in a frame. The plain link beside it (below,
 * or above a tall frame) keeps the page useful when the provider is blocked or down.
 */
export function EmbeddedFrame({
  title,
  src,
  height,
  width,
  linkText,
  linkPlacement = 'after',
  id,
  className,
  allow,
  allowFullScreen,
  referrerPolicy,
  deferred = false,
  placeholder,
}: EmbeddedFrameProps) {
  const link = (
    <FallbackLink href={src} target="_blank" rel="noopener noreferrer" $placement={linkPlacement}>
      {linkText ?? `Open ${title} in a new tab`}
    </FallbackLink>
  );
  const frame = (
    <Frame
      title={title}
      src={src}
      width={width}
      height={height}
      $width={width}
      $height={height}
      loading="lazy"
      allow={allow}
      allowFullScreen={allowFullScreen}
      referrerPolicy={referrerPolicy}
    />
  );
  return (
    <Wrapper id={id} className={className} $width={width}>
      {linkPlacement === 'before' && link}
      {deferred ? (
        <>
          <FramePlace $width={width} $height={height}>
            {placeholder}
          </FramePlace>
          {/* Rendered on the server only: React leaves a noscript's content alone in the browser. */}
          <noscript>{frame}</noscript>
        </>
      ) : (
        frame
      )}
      {linkPlacement === 'after' && link}
    </Wrapper>
  );
}
