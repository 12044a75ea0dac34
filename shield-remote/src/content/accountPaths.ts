/** The account pages' addresses (English; a Spanish page shows them under /es), and the pages they link to. */

export const accountPaths = {
  account: '/shield/account',
  signIn: '/shield/account/sign-in',
  privacy: '/privacy',
  shield: '/shield',
} as const;
