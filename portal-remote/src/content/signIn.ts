/** Texts of the sign-in screen (`/auth`). */
export const signInText = {
  title: 'Hello Again!',
  subtitle: 'Welcome back to the digital portal!',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter email',
  submit: 'Unlock',
  submitting: 'Sending...',
  sent: 'we have sent you an email to login',
  /** Any failure without a message from the server (spec §8). */
  genericError: 'Error fetching data. Please try again.',
  tooManyRequests: 'Too many sign-in requests.',
  waitBeforeRetry: 'Please wait a few minutes and try again.',
};
