import { EmbeddedFrame } from 'ui';
import type { FrameEmbed } from '../../config/embeds';

export type FormEmbedProps = {
  embed: FrameEmbed;
  /** The form's address with values prefilled (see formUrl); defaults to the embed's own. */
  url?: string;
  /** Lets a hero button scroll here. */
  id?: string;
};

/** An external form in a lazy, fixed-height frame, with a plain link for when the provider is down. */
export function FormEmbed({ embed, url = embed.url, id }: FormEmbedProps) {
  return <EmbeddedFrame id={id} title={embed.title} src={url} height={embed.height} linkText="Open the form in a new tab" />;
}
