import type { FormName } from '../config/embeds';

/**
 * A page that is only a hosted form, as the route table knows it: its address, title, what search
 * results show, and which form it embeds. Its other words are in formPageDetails.ts (the route
 * table loads with every page of this remote, so it carries no more than it needs).
 */
export type FormPageContent = {
  path: string;
  titlePart1: string;
  titlePart2?: string;
  /** What search results and link previews show. */
  metaDescription: string;
  form: FormName;
};

export const formPages = {
  hotspot: {
    path: '/hotspot',
    titlePart1: 'Hotspot',
    titlePart2: 'Request',
    metaDescription: 'Request a mobile internet hotspot from Digital Harbor.',
    form: 'hotspot',
  },
  nonprofitApplication: {
    path: '/nonprofitapplication',
    titlePart1: 'Non-Profit',
    titlePart2: 'Application',
    metaDescription: 'Apply to become a Digital Harbor non-profit partner.',
    form: 'nonprofitApplication',
  },
  paperApplication: {
    path: '/paperapplication',
    titlePart1: 'Paper',
    titlePart2: 'Application',
    metaDescription: 'Enter a paper computer application for Digital Harbor.',
    form: 'paperApplication',
  },
  checkIn: {
    path: '/checkin',
    titlePart1: 'Check',
    titlePart2: 'In',
    metaDescription: 'Check in for a Digital Harbor class, event or volunteer shift.',
    form: 'checkIn',
  },
  eligibility: {
    path: '/eligibility',
    titlePart1: 'Income',
    titlePart2: 'Requirements',
    metaDescription: 'Check the income requirements for a free computer from Digital Harbor.',
    form: 'incomeRequirement',
  },
  boardApplication: {
    path: '/boardapplication',
    titlePart1: 'Board',
    titlePart2: 'Sign-Up',
    metaDescription: 'Sign up to serve on the Digital Harbor board.',
    form: 'boardSignUp',
  },
} as const satisfies Record<string, FormPageContent>;

export type FormPageName = keyof typeof formPages;
