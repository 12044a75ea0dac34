import type { EmbedKey } from 'composition-contract/providers';

/**
 * Every external form, map and post this remote frames, in one place: which configured provider
 * (composition-contract's embed keys; the addresses are the organisation's, set when the site is
 * deployed, see docs/providers.md), a title that names it for screen readers and in its plain
 * link, and a fixed height (px) so the page does not jump when the provider answers. (The newsletter
 * sign-up is the footer's, on every page: the shell's.)
 */
export type FrameEmbed = { key: EmbedKey; title: string; height: number };

export const forms = {
  electronicsDonation: { key: 'electronicsDonationForm', title: 'Electronics donation form', height: 1600 },
  computerApplication: { key: 'computerApplicationForm', title: 'Computer application form', height: 2000 },
  inquiry: { key: 'inquiryForm', title: 'Inquiry form', height: 1100 },
  partnerApplication: { key: 'partnerApplicationForm', title: 'Partner application form', height: 1800 },
  hotspot: { key: 'hotspotForm', title: 'Hotspot request form', height: 1400 },
  nonprofitApplication: { key: 'nonprofitApplicationForm', title: 'Non-profit application form', height: 1800 },
  paperApplication: { key: 'paperApplicationForm', title: 'Paper application form', height: 1600 },
  checkIn: { key: 'checkInForm', title: 'Check-in form', height: 900 },
  incomeRequirement: { key: 'incomeRequirementForm', title: 'Income requirement form', height: 1200 },
  uploadRecommendation: { key: 'uploadRecommendationForm', title: 'Recommendation upload form', height: 1400 },
  boardSignUp: { key: 'boardSignUpForm', title: 'Board sign-up form', height: 1300 },
  /** Opened with the donor's details prefilled (see the Power Up page). */
  powerUp: { key: 'powerUpForm', title: 'Power up your impact form', height: 1400 },
} as const satisfies Record<string, FrameEmbed>;

export type FormName = keyof typeof forms;

/** Every form asks for personal data: the privacy note goes with it. */
export const isForm = (embed: FrameEmbed) => (Object.values(forms) as readonly FrameEmbed[]).includes(embed);

/** The map of shipping stores and pharmacies that take boxed devices. */
export const storeLocatorMap: FrameEmbed = { key: 'storeMap', title: 'Map of drop-off locations', height: 600 };

export type SocialNetwork = 'LinkedIn' | 'Instagram' | 'TikTok' | 'X' | 'YouTube';

/** One recent post per network, each in the provider's own embeddable player. */
export const socialPosts: (FrameEmbed & { network: SocialNetwork })[] = [
  { network: 'LinkedIn', key: 'linkedInPost', title: 'Digital Harbor post on LinkedIn', height: 560 },
  { network: 'Instagram', key: 'instagramPost', title: 'Digital Harbor post on Instagram', height: 640 },
  { network: 'TikTok', key: 'tikTokPost', title: 'Digital Harbor video on TikTok', height: 740 },
  { network: 'X', key: 'xPost', title: 'Digital Harbor post on X', height: 560 },
  { network: 'YouTube', key: 'youTubePost', title: 'Digital Harbor video on YouTube', height: 315 },
];
