/** The login email's texts in English: where the link signs in, and the message around the link. */
export const loginMailEn = {
  places: {
    portal: { subject: 'Your Digital Harbor portal sign-in link', name: 'your Digital Harbor portal' },
    shieldAccount: { subject: 'Your Digital Harbor Shield account sign-in link', name: 'your Digital Harbor Shield account' },
  },
  greeting: 'Hello,',
  openLink: (place: string) => `Open this link to sign in to ${place}:`,
  linkText: (place: string) => `Sign in to ${place}`,
  expiry: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
  notRequested: 'If you did not ask to sign in, you can ignore this email.',
};

export type LoginMailContent = typeof loginMailEn;
export type SignInPlaceName = keyof LoginMailContent['places'];
