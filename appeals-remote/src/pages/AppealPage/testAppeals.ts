import type { Appeal } from '../../content/appealEntries';

/** Fictional entries for the page tests, so the tests do not depend on today's data file. */
export const informalAppeal: Appeal = {
  slug: 'theovanderberg',
  name: 'Theo van der Berg',
  email: 'theo+gifts@example.com',
  phone: '(201) 555-0142',
  video: 'appeal-theo',
  defaultAmount: 1_000_000,
};

export const formalAppeal: Appeal = {
  slug: 'haroldwhitfield',
  name: 'Harold Whitfield',
  salutation: 'Mr. Whitfield',
  email: 'harold.whitfield@example.com',
  phone: '(212) 555-0143',
  video: 'appeal-harold',
  defaultAmount: 10_000,
};
