/** What the account routes say of their pages (read by the route table, so kept apart from the screens' texts); Spanish in accountRoutes.es.ts. */

export type AccountRoutesText = { signInTitle: string; signInDescription: string; accountTitle: string; accountDescription: string };

export const accountRoutesText: AccountRoutesText = {
  signInTitle: 'Sign in to your Shield account',
  signInDescription: 'Sign in by email to manage your Shield internet subscription: status, billing history, card and cancellation.',
  accountTitle: 'Your Shield subscription',
  accountDescription: 'Your Shield internet subscription: status, shipping, plan, card on file, billing history and referral link.',
};
