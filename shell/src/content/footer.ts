/** The footer's texts in English (its link columns are the nav's groups, navigation.ts). */
import { legalPaths } from 'ui';
import type { NavLinkItem } from './navigation';

export type FooterContent = {
  contact: {
    title: string;
    hours: string;
    offices: readonly { name: string; place: string }[];
    contactLink: NavLinkItem;
  };
  /** `{network}` stands for the network's name (Facebook, X …). */
  socialLinkName: string;
  socialListLabel: string;
  newsletter: {
    title: string;
    text: string;
    frameTitle: string;
    openForm: string;
    /** In the form's place until the reader scrolls near it (or for good without JavaScript). */
    formComing: string;
    notAnswering: string;
    /** When the organisation has no newsletter form set up. */
    off: string;
    askUs: string;
    /** Before the links to the privacy policy and the terms. */
    privacyIntro: string;
  };
  /** The organisation's privacy policy and terms, at the foot of every page. */
  legal: { label: string; links: readonly NavLinkItem[] };
  /** The copyright year is the one the spec states, not the current year. */
  copyright: string;
};

export const footer: FooterContent = {
  contact: {
    title: 'Contact',
    hours: 'Monday-Friday 9:00 to 5:00 EST',
    offices: [
      { name: 'New Jersey office', place: 'Hoboken, NJ' },
      { name: 'Massachusetts office', place: 'Waltham, MA' },
    ],
    contactLink: { label: 'Contact us', path: '/contact' },
  },
  socialLinkName: 'Digital Harbor on {network} (opens in a new tab)',
  socialListLabel: 'Social media',
  newsletter: {
    title: 'Stay in the loop',
    text: 'News about donations, classes and events, a few times a year.',
    frameTitle: 'Newsletter sign-up form',
    openForm: 'Open the sign-up form in a new tab',
    formComing: 'The sign-up form appears here. If it does not, open it with the link below.',
    notAnswering: 'The sign-up form is not answering right now. Open it in a new tab, or try again later.',
    off: 'Online sign-up is not available right now. Follow us on the networks below, or ask us to add you to the list.',
    askUs: 'Ask us to sign you up',
    privacyIntro: 'How we use what you send:',
  },
  legal: {
    label: 'Legal',
    links: [
      { label: 'Privacy Policy', path: legalPaths.privacy },
      { label: 'Terms of Service', path: legalPaths.terms },
    ],
  },
  copyright: '© 2025 Digital Harbor. All rights reserved.',
};
