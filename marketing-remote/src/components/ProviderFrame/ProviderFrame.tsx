import styled from 'styled-components';
import { EmbeddedFrame } from 'ui';
import type { FrameEmbed } from '../../config/embeds';

export type ProviderFrameProps = {
  embed: FrameEmbed;
  /** The address with values prefilled (see formUrl); defaults to the embed's own. */
  url?: string;
  /** Lets a hero button scroll here. */
  id?: string;
  /** The plain link above the frame. */
  linkText?: string;
  /** What shows until the provider's page paints over it. */
  placeholder?: string;
};

const Holder = styled.div`
  position: relative;
`;

/**
 * Shows through the frame until the provider's page paints over it, so a slow or unreachable
 * provider leaves a message rather than an empty box. Hidden from screen readers: they get the
 * frame's title and the link.
 */
const Placeholder = styled.p<{ $height: number }>`
  /* Exactly behind the frame, which is the last thing in the holder (its link comes first). */
  position: absolute;
  inset: auto 0 0;
  height: ${({ $height }) => $height}px;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  /* The outline marks the frame's place on light and grey bands alike. */
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Frame = styled(EmbeddedFrame)`
  iframe {
    display: block;
    position: relative;
    background: transparent;
  }
`;

const formLinkText = 'Open the form in a new tab';

/**
 * A third-party form or post in a lazy, fixed-height frame (ui's EmbeddedFrame) with a message in
 * its place until it loads. The plain link for when the provider is down comes first: below a
 * form a screen or two tall, nobody would find it.
 */
export function ProviderFrame({
  embed,
  url = embed.url,
  id,
  linkText = formLinkText,
  placeholder = `Loading the form… If it does not appear, use the “${formLinkText}” link above.`,
}: ProviderFrameProps) {
  return (
    <Holder id={id}>
      <Placeholder $height={embed.height} aria-hidden="true">
        {placeholder}
      </Placeholder>
      <Frame title={embed.title} src={url} height={embed.height} linkText={linkText} linkPlacement="before" />
    </Holder>
  );
}
