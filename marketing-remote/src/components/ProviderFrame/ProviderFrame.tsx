import styled from 'styled-components';
import { EmbeddedFrame } from 'ui';
import type { FrameEmbed } from '../../config/embeds';

export type ProviderFrameProps = {
  embed: FrameEmbed;
  /** The address with values prefilled (see formUrl); defaults to the embed's own. */
  url?: string;
  /** Lets a hero button scroll here. */
  id?: string;
  /** The plain link under the frame. */
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
  position: absolute;
  inset: 0 0 auto;
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
    position: relative;
    background: transparent;
  }
`;

const formLinkText = 'Open the form in a new tab';

/**
 * A third-party form or post in a lazy, fixed-height frame, with a plain link for when the
 * provider is down (ui's EmbeddedFrame) and a message in the frame's place until it loads.
 */
export function ProviderFrame({
  embed,
  url = embed.url,
  id,
  linkText = formLinkText,
  placeholder = `Loading the form… If it does not appear, use the “${formLinkText}” link below it.`,
}: ProviderFrameProps) {
  return (
    <Holder id={id}>
      <Placeholder $height={embed.height} aria-hidden="true">
        {placeholder}
      </Placeholder>
      <Frame title={embed.title} src={url} height={embed.height} linkText={linkText} />
    </Holder>
  );
}
