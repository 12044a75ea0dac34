import styled from 'styled-components';

export type EmbeddedFrameProps = {
  /** Names the frame for screen readers and in the fallback link. */
  title: string;
  src: string;
  /** In px; fixed so the page does not jump when the frame loads. */
  height: number;
  /** Replaces "Open <title> in a new tab". */
  linkText?: string;
  id?: string;
  /** The iframe `allow` attribute, e.g. for video players. */
  allow?: string;
};

const Wrapper = styled.div`
  width: 100%;
`;

const Frame = styled.iframe`
  width: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FallbackLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A third-party page (form, map, widget) in a frame. The plain link below it keeps the page
 * useful when the provider is blocked or down.
 */
export function EmbeddedFrame({ title, src, height, linkText, id, allow }: EmbeddedFrameProps) {
  return (
    <Wrapper id={id}>
      <Frame title={title} src={src} height={height} style={{ height }} loading="lazy" allow={allow} />
      <FallbackLink href={src} target="_blank" rel="noopener noreferrer">
        {linkText ?? `Open ${title} in a new tab`}
      </FallbackLink>
    </Wrapper>
  );
}
