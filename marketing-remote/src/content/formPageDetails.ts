import type { FormPageName } from './formPages';

/** A form page's words besides its title: a line of context, and where to go next when there is such a page. */
export type FormPageDetails = { description: string; related?: { text: string; linkText: string; to: string } };

export const formPageDetails: Record<FormPageName, FormPageDetails> = {
  hotspot: {
    description: 'Request a mobile hotspot so the people you serve can get online at home.',
    related: { text: 'Looking for a plan for yourself?', linkText: 'See Shield internet', to: '/shield' },
  },
  nonprofitApplication: {
    description: 'Apply to become a nominating partner. Your organisation must serve and be located in New Jersey, New York City or Massachusetts; applications are due by February 15th.',
    related: { text: 'Not sure your organisation qualifies?', linkText: 'Read the partner requirements', to: '/partner' },
  },
  paperApplication: {
    description: 'For staff entering an application that was filled in on paper.',
  },
  checkIn: {
    description: 'Welcome! Check in for your class, event or volunteer shift.',
  },
  eligibility: {
    description: 'Find out whether your household meets the income requirements for a free computer before you apply.',
    related: { text: 'Meet the requirements?', linkText: 'Apply for a device', to: '/apply' },
  },
  boardApplication: {
    description: 'Help guide our work. Tell us about yourself and how you would like to serve on our board.',
    related: { text: 'Want to know who serves today?', linkText: 'Meet our team and board', to: '/team' },
  },
};
