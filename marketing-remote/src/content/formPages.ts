import type { FormName } from '../config/embeds';

/** A page that is only a hosted form: its title, a line of context, and which form it embeds. */
export type FormPageContent = {
  path: string;
  titlePart1: string;
  titlePart2?: string;
  description: string;
  /** What search results and link previews show. */
  metaDescription: string;
  form: FormName;
  /** Where to go next or to read more, when there is such a page. */
  related?: { text: string; linkText: string; to: string };
};

export const formPages = {
  hotspot: {
    path: '/hotspot',
    titlePart1: 'Hotspot',
    titlePart2: 'Request',
    description: 'Request a mobile hotspot so the people you serve can get online at home.',
    metaDescription: 'Request a mobile internet hotspot from Digital Harbor.',
    form: 'hotspot',
    related: { text: 'Looking for a plan for yourself?', linkText: 'See Shield internet', to: '/shield' },
  },
  nonprofitApplication: {
    path: '/nonprofitapplication',
    titlePart1: 'Non-Profit',
    titlePart2: 'Application',
    description:
      'Apply to become a nominating partner. Your organisation must serve and be located in New Jersey, New York City or Massachusetts; applications are due by February 15th.',
    metaDescription: 'Apply to become a Digital Harbor non-profit partner.',
    form: 'nonprofitApplication',
    related: { text: 'Not sure your organisation qualifies?', linkText: 'Read the partner requirements', to: '/partner' },
  },
  paperApplication: {
    path: '/paperapplication',
    titlePart1: 'Paper',
    titlePart2: 'Application',
    description: 'For staff entering an application that was filled in on paper.',
    metaDescription: 'Enter a paper computer application for Digital Harbor.',
    form: 'paperApplication',
  },
  checkIn: {
    path: '/checkin',
    titlePart1: 'Check',
    titlePart2: 'In',
    description: 'Welcome! Check in for your class, event or volunteer shift.',
    metaDescription: 'Check in for a Digital Harbor class, event or volunteer shift.',
    form: 'checkIn',
  },
  eligibility: {
    path: '/eligibility',
    titlePart1: 'Income',
    titlePart2: 'Requirements',
    description: 'Find out whether your household meets the income requirements for a free computer before you apply.',
    metaDescription: 'Check the income requirements for a free computer from Digital Harbor.',
    form: 'incomeRequirement',
    related: { text: 'Meet the requirements?', linkText: 'Apply for a device', to: '/apply' },
  },
  boardApplication: {
    path: '/boardapplication',
    titlePart1: 'Board',
    titlePart2: 'Sign-Up',
    description: 'Help guide our work. Tell us about yourself and how you would like to serve on our board.',
    metaDescription: 'Sign up to serve on the Digital Harbor board.',
    form: 'boardSignUp',
    related: { text: 'Want to know who serves today?', linkText: 'Meet our team and board', to: '/team' },
  },
} as const satisfies Record<string, FormPageContent>;

export type FormPageName = keyof typeof formPages;
