/** Texts of the sign-in screen (`/auth`) in English; `signIn.es.ts` has them in Spanish. */
export const signInText = {
  title: 'Hello Again!',
  subtitle: 'Welcome back to the digital portal!',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter email',
  submit: 'Unlock',
  submitting: 'Sending...',
  sent: 'we have sent you an email to login',
  /** Any other failure (spec §8). */
  genericError: 'Error fetching data. Please try again.',
  // The spec's sign-in swallows errors; here a person learns why no email is coming (design.md).
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  tooManyRequests: (minutes: number) => `Too many requests, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyRequestsNoWait: 'Too many requests, try again in a few minutes.',
  serverError: 'Something went wrong on our side. Please try again in a few minutes.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
  /** After the portal's sign-out (not in the spec: it says nothing of a server that cannot be told). */
  signOutLabel: 'Sign-out',
  signOutPending: 'Signing you out…',
  signOutConfirmed: 'You are signed out.',
  signOutUnconfirmed:
    'We could not confirm your sign-out with our server. This browser has forgotten your session, but another open portal tab could still use it for up to an hour.',
  signOutRetry: 'Try signing out again',
  /** Under the form: ui's PrivacyNote. */
  privacyNote: { lead: 'How we use what you send:', privacy: 'Privacy Policy', terms: 'Terms of Service' },
};

export type SignInText = typeof signInText;
