import { legalPaths, siteName } from 'ui';
import { socialProfileUrls, type SocialNetwork } from '../config/embeds';
import { navGroups, type NavLinkItem } from './navigation';

export type FooterLinkColumn = { title: string; links: readonly NavLinkItem[] };

/** The first three columns repeat the nav's groups, so both always list the same pages. */
export const footerLinkColumns: readonly FooterLinkColumn[] = navGroups.map((group) => ({
  title: group.label,
  links: group.links,
}));

export const footerContact = {
  title: 'Contact',
  hours: 'Monday-Friday 9:00 to 5:00 EST',
  offices: [
    { name: 'New Jersey office', place: 'Hoboken, NJ' },
    { name: 'Massachusetts office', place: 'Waltham, MA' },
  ],
  contactLink: { label: 'Contact us', path: '/contact' },
} as const;

export type SocialLink = { network: SocialNetwork; label: string; url: string };

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: socialProfileUrls.facebook },
  { network: 'instagram', label: 'Instagram', url: socialProfileUrls.instagram },
  { network: 'x', label: 'X', url: socialProfileUrls.x },
  { network: 'linkedin', label: 'LinkedIn', url: socialProfileUrls.linkedin },
  { network: 'tiktok', label: 'TikTok', url: socialProfileUrls.tiktok },
  { network: 'youtube', label: 'YouTube', url: socialProfileUrls.youtube },
];

export const newsletter = {
  title: 'Stay in the loop',
  text: 'News about donations, classes and events, a few times a year.',
  frameTitle: 'Newsletter sign-up form',
  frameHeight: 320,
  openForm: 'Open the sign-up form in a new tab',
  /** In the form's place until the reader scrolls near it (or for good without JavaScript). */
  formComing: 'The sign-up form appears here. If it does not, open it with the link below.',
  notAnswering: 'The sign-up form is not answering right now. Open it in a new tab, or try again later.',
  /** When the organisation has no newsletter form set up. */
  off: 'Online sign-up is not available right now. Follow us on the networks below, or ask us to add you to the list.',
  askUs: 'Ask us to sign you up',
};

/** The organisation's privacy policy and terms, at the foot of every page. */
export const legalLinks = {
  label: 'Legal',
  links: [
    { label: 'Privacy Policy', path: legalPaths.privacy },
    { label: 'Terms of Service', path: legalPaths.terms },
  ],
} as const;

/** The copyright year is the one the spec states, not the current year. */
export const copyright = `© 2025 ${siteName}. All rights reserved.`;
