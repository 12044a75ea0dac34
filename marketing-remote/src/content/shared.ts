import type { FrameEmbed } from '../config/embeds';

/** The words of the components several pages share (read through SharedTexts, so a Spanish page gets its own). */
export const sharedTexts = {
  /** A frame's name for screen readers and in its plain link. */
  frameTitle: (embed: FrameEmbed): string => embed.title,
  embeds: {
    /** In place of an embed the organisation has not set up (or switched off). */
    notAvailable: (title: string) => `The ${title.toLowerCase()} is not available on this site right now.`,
    reachUs: 'You can still reach us: email',
    orCall: 'or call',
    providerPage: 'Open it on the provider’s site',
    /** In place of a configured provider that does not answer. */
    notAnswering: (title: string, linkText: string) => `The ${title.toLowerCase()} is not answering right now. Use the “${linkText}” link above, or try again later.`,
    formLinkText: 'Open the form in a new tab',
    formPlaceholder: (linkText: string) => `Loading the form… If it does not appear, use the “${linkText}” link above.`,
  },
  donationWidget: {
    title: 'Online donation form',
    unavailable: 'The donation form could not load here. You can still give on our donation page.',
    openPage: 'Open the donation page in a new tab',
  },
  /** When config/organisationContact's phone is answered. */
  organisationHours: 'Monday to Friday, 9:00 to 5:00 EST',
  /** Beside every form that asks for personal data. */
  privacyNote: { lead: 'How we use what you send:', privacy: 'Privacy Policy', terms: 'Terms of Service' },
  keyFacts: 'Key facts',
  opensInNewTab: '(opens in a new tab)',
  profile: { view: 'View profile', of: 'of' },
};

export type SharedTexts = typeof sharedTexts;
