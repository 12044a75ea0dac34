import styled from 'styled-components';
import { EmbeddedFrame, PrivacyNote, theme } from 'ui';
import { ProviderChoice, providerAddress, useProviderAnswers } from 'composition-contract/providers';
import type { AddressParts } from 'composition-contract/providers';
import { isForm, type FrameEmbed } from '../../config/embeds';
import { useSharedTexts } from '../SharedTexts/SharedTexts';
import { EmbedNotice, EmbedOff } from '../EmbedOff/EmbedOff';

export type ProviderFrameProps = {
  embed: FrameEmbed;
  /** Values the provider's page is opened with (query parameters, encoded; empty ones left out). */
  params?: AddressParts['params'];
  /** Lets a hero button scroll here. */
  id?: string;
  /** The plain link above the frame. */
  linkText?: string;
  /** What shows until the provider's page paints over it. */
  placeholder?: string;
};

/** ui's PrivacyNote in the page's language. */
function FormPrivacyNote() {
  return <PrivacyNote texts={useSharedTexts().privacyNote} />;
}

const Holder = styled.div`
  position: relative;
`;

/**
 * Shows through the frame until the provider's page paints over it, so a slow provider leaves a
 * message rather than an empty box. Hidden from screen readers: they get the frame's title and the link.
 */
const Placeholder = styled.p<{ $height: number }>`
  /* Exactly behind the frame, which is the last thing in the holder (its link comes first). */
  position: absolute;
  inset: auto 0 0;
  height: ${({ $height }) => $height}px;
  padding: ${theme.space.xxl} ${theme.space.lg};
  /* The outline marks the frame's place on light and grey bands alike. */
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  text-align: center;
`;

const Frame = styled(EmbeddedFrame)`
  iframe {
    display: block;
    position: relative;
    background: transparent;
  }
`;

/** The frame's own plain link, kept when the frame gives way to a message. */
const PlainLink = styled.a`
  display: inline-block;
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

function ConfiguredFrame({ embed, url, linkText, placeholder }: { embed: FrameEmbed; url: string; linkText: string; placeholder: string }) {
  const { ref, near, answers } = useProviderAnswers<HTMLDivElement>(url);
  const texts = useSharedTexts();
  const title = texts.frameTitle(embed);
  return (
    <div ref={ref}>
      {answers ? (
        <>
          <Placeholder $height={embed.height} aria-hidden="true">
            {placeholder}
          </Placeholder>
          <Frame title={title} src={url} height={embed.height} linkText={linkText} linkPlacement="before" deferred={!near} />
        </>
      ) : (
        <>
          <PlainLink href={url} target="_blank" rel="noopener noreferrer">
            {linkText}
          </PlainLink>
          <EmbedNotice role="status">
            <p>{texts.embeds.notAnswering(title, linkText)}</p>
          </EmbedNotice>
        </>
      )}
    </div>
  );
}

/**
 * A third-party form or post in a fixed-height frame (ui's EmbeddedFrame) with a message in its
 * place until it loads. The frame is made only once the page has started and the reader comes near
 * it (in a `noscript` for a browser without JavaScript): a provider's page and scripts, often on
 * the phone's one main thread with the site's own, would otherwise load while the site starts up.
 * The plain link for when the provider is down comes first: below a form a screen or two tall,
 * nobody would find it. A provider that does not answer leaves the link and a message; one the
 * organisation has not set up, what to do instead.
 */
export function ProviderFrame({
  embed,
  params,
  id,
  linkText,
  placeholder,
}: ProviderFrameProps) {
  const texts = useSharedTexts();
  const frameLinkText = linkText ?? texts.embeds.formLinkText;
  const framePlaceholder = placeholder ?? texts.embeds.formPlaceholder(frameLinkText);
  return (
    <Holder id={id}>
      <ProviderChoice
        embed={embed.key}
        configured={() => <ConfiguredFrame embed={embed} url={providerAddress(embed.key, { params })} linkText={frameLinkText} placeholder={framePlaceholder} />}
        off={(link) => <EmbedOff title={texts.frameTitle(embed)} link={link} />}
      />
      {isForm(embed) && <FormPrivacyNote />}
    </Holder>
  );
}
