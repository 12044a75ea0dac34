/**
 * Every external form, map, widget and post this remote embeds, in one place. The provider ids are
 * placeholders: replace them with the organisation's real ones before going live. Each frame has a
 * fixed height (px) so the page does not jump when the provider answers, and a title that names it
 * for screen readers and in its plain "Open the form" link, which is all a visitor gets when the
 * provider is blocked or down. (The newsletter sign-up is the footer's, on every page: the shell
 * configures it in shell/src/config/embeds.ts.)
 */

export type FrameEmbed = { title: string; url: string; height: number };

/** A form hosted by the organisation's form provider (Zoho Forms). */
function hostedForm(formName: string, title: string, height: number): FrameEmbed {
  return { title, url: `https://forms.zohopublic.com/digitalharbor/form/${formName}/formperma/REPLACE_WITH_FORM_ID`, height };
}

export const forms = {
  electronicsDonation: hostedForm('ElectronicsDonation', 'Electronics donation form', 1600),
  computerApplication: hostedForm('ComputerApplication', 'Computer application form', 2000),
  inquiry: hostedForm('GeneralInquiry', 'Inquiry form', 1100),
  partnerApplication: hostedForm('PartnerApplication', 'Partner application form', 1800),
  hotspot: hostedForm('HotspotRequest', 'Hotspot request form', 1400),
  nonprofitApplication: hostedForm('NonProfitApplication', 'Non-profit application form', 1800),
  paperApplication: hostedForm('PaperApplication', 'Paper application form', 1600),
  checkIn: hostedForm('CheckIn', 'Check-in form', 900),
  incomeRequirement: hostedForm('IncomeRequirement', 'Income requirement form', 1200),
  uploadRecommendation: hostedForm('UploadRecommendation', 'Recommendation upload form', 1400),
  boardSignUp: hostedForm('BoardSignUp', 'Board sign-up form', 1300),
  /** Opened with the donor's details prefilled (see the Power Up page). */
  powerUp: hostedForm('PowerUpYourImpact', 'Power up your impact form', 1400),
} as const satisfies Record<string, FrameEmbed>;

export type FormName = keyof typeof forms;

/** The map of shipping stores and pharmacies that take boxed devices. */
export const storeLocatorMap: FrameEmbed = {
  title: 'Map of drop-off locations',
  url: 'https://www.google.com/maps/d/embed?mid=REPLACE_WITH_MAP_ID',
  height: 600,
};

/**
 * The branded donation widget (Givebutter): a script that turns its custom element into the
 * widget. `pageUrl` is the same campaign as a plain page, the link offered when the script cannot load.
 */
export const donationWidget = {
  scriptUrl: 'https://widgets.givebutter.com/latest.umd.cjs?acct=REPLACE_WITH_ACCOUNT_ID&p=other',
  widgetId: 'REPLACE_WITH_WIDGET_ID',
  pageUrl: 'https://givebutter.com/digitalharbor',
} as const;

export type SocialNetwork = 'LinkedIn' | 'Instagram' | 'TikTok' | 'X' | 'YouTube';

/** One recent post per network, each in the provider's own embeddable player. */
export const socialPosts: { network: SocialNetwork; title: string; url: string; height: number }[] = [
  {
    network: 'LinkedIn',
    title: 'Digital Harbor post on LinkedIn',
    url: 'https://www.linkedin.com/embed/feed/update/urn:li:share:REPLACE_WITH_POST_ID',
    height: 560,
  },
  { network: 'Instagram', title: 'Digital Harbor post on Instagram', url: 'https://www.instagram.com/p/REPLACE_WITH_POST_ID/embed', height: 640 },
  { network: 'TikTok', title: 'Digital Harbor video on TikTok', url: 'https://www.tiktok.com/embed/v2/REPLACE_WITH_VIDEO_ID', height: 740 },
  {
    network: 'X',
    title: 'Digital Harbor post on X',
    url: 'https://platform.twitter.com/embed/Tweet.html?id=REPLACE_WITH_POST_ID',
    height: 560,
  },
  { network: 'YouTube', title: 'Digital Harbor video on YouTube', url: 'https://www.youtube-nocookie.com/embed/REPLACE_WITH_VIDEO_ID', height: 315 },
];
