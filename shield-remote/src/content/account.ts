/** Texts of the subscriber's account (`/shield/account`) and its sign-in (`/shield/account/sign-in`). */

const signInText = {
  title: 'Manage your Shield subscription',
  intro: 'Enter the email address you used to order Shield. We will email you a link that signs you in.',
  emailLabel: 'Email address',
  submit: 'Email me a sign-in link',
  submitting: 'Sending…',
  sent: 'Check your inbox. If this address belongs to a Shield subscriber, we have sent a sign-in link. It works once, for 15 minutes.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  tooManyRequests: (minutes: number) => `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  serverError: 'Something went wrong on our side. Please try again in a few minutes.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
  privacyNote: 'We use your email address only to sign you in.',
  privacyLink: 'Read our privacy policy',
  exchanging: 'Signing you in…',
  linkExpiredTitle: 'This sign-in link has expired or was already used',
  linkExpired: 'Each link works once, for 15 minutes. Enter your email address below and we will send you a new one.',
  signedOut: 'You are signed out.',
};

const accountText = {
  title: 'Your Shield subscription',
  greeting: (name: string) => `Hello, ${name}`,
  loading: 'Loading your subscription…',
  notSignedIn: 'You are not signed in. Sign in with the email address you ordered Shield with to see and manage your subscription.',
  signInLink: 'Sign in',
  loadFailedTitle: 'We could not load your subscription',
  loadFailed: 'Please try again in a moment. If it keeps happening, contact us.',
  retry: 'Try again',
  noSubscriptionsTitle: 'No subscriptions',
  noSubscriptions: 'We have no Shield subscription under this account.',
  orderLink: 'See Shield plans',
  pickerTitle: 'Your subscriptions',
  pickerIntro: 'Choose a subscription to see its details.',
  allSubscriptions: 'All subscriptions',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'We could not sign you out. Please try again.',
  sections: {
    status: 'Status',
    shipping: 'Shipping',
    plan: 'Plan',
    device: 'Device',
    card: 'Card on file',
    history: 'Billing history',
    referral: 'Refer a friend',
  },
  plan: {
    number: 'Subscription',
    name: 'Plan',
    price: 'Price',
    nextBilling: 'Next billing date',
    noNextBilling: 'None',
    perInterval: { months: 'month', years: 'year' },
    perIntervalPrice: (amount: string, interval: string) => `${amount} a ${interval}`,
  },
  device: { type: 'Device', sims: 'SIM cards' },
  shipping: {
    awaiting: 'Awaiting shipping. We will email you when your order ships.',
    shipped: (date: string) => `Shipped on ${date}.`,
    shippedNoDate: 'Shipped.',
    track: 'Track your package',
    trackingNumber: (number: string) => `Tracking number ${number}`,
  },
  card: {
    onFile: (type: string, lastFour: string) => `${type} ending in ${lastFour}`,
    none: 'No card on file.',
    update: 'Update card',
    updating: 'Opening the card page…',
    updated: 'Your card has been updated.',
    failed: 'We could not open the card page. Please try again in a moment.',
  },
  history: {
    caption: 'Invoices for this subscription, newest first',
    number: 'Invoice',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    download: 'Download',
    pdf: 'PDF',
    /** Read after "PDF" by screen readers, so each link says which invoice it is. */
    pdfOf: (number: string) => ` of invoice ${number}`,
    empty: 'No invoices yet.',
  },
  referral: {
    intro: 'Share your link: friends who order Shield through it help us connect more families.',
    label: 'Your referral link',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Your browser did not let us copy. Select the link and copy it yourself.',
  },
  reactivate: 'Reactivate',
  reactivating: 'Reactivating…',
  reactivated: 'Your subscription will renew again.',
  actionFailed: 'We could not make this change. Nothing has changed; please try again in a moment.',
  cancelOpen: 'Cancel subscription',
  cancelled: (date: string) => `Your subscription is cancelled. Your service continues until ${date}.`,
};

/** The reasons the API accepts for a cancellation. */
export type CancelReason = 'moving' | 'too-expensive' | 'not-using' | 'service-problems' | 'switching-provider' | 'other';

const cancelReasons: { value: CancelReason; label: string }[] = [
  { value: 'moving', label: 'I am moving' },
  { value: 'too-expensive', label: 'It is too expensive' },
  { value: 'not-using', label: 'I am not using it' },
  { value: 'service-problems', label: 'I have problems with the service' },
  { value: 'switching-provider', label: 'I am switching to another provider' },
  { value: 'other', label: 'Another reason' },
];

const cancelText = {
  title: 'Cancel your subscription',
  endsOn: (date: string) => `Your service continues until ${date}, the end of the period you have paid for. You will not be charged again, and you can reactivate until then.`,
  endsAtTermEnd: 'Your service continues until the end of the period you have paid for. You will not be charged again.',
  reasonLegend: 'Why are you cancelling? (required)',
  reasonMissing: 'Please choose a reason.',
  commentLabel: 'Anything else you would like to tell us? (optional)',
  commentHint: 'Up to 500 characters.',
  confirm: 'Cancel subscription',
  confirming: 'Cancelling…',
  keep: 'Keep my subscription',
};

/** What each billing status means for the subscriber: the words shown, and what to do. */
const statusText = {
  live: { label: 'Active', detail: (nextBilling: string | null) => (nextBilling ? `Your plan renews on ${nextBilling}.` : 'Your plan renews automatically.') },
  trial: { label: 'Free trial', detail: (nextBilling: string | null) => (nextBilling ? `Your trial ends and billing starts on ${nextBilling}.` : 'Your trial is under way.') },
  nonRenewing: {
    label: (endsOn: string | null) => (endsOn ? `Ends on ${endsOn}` : 'Ends at the end of the current period'),
    detail: 'You cancelled this subscription. Your service continues until then; reactivate to keep it.',
  },
  paymentFailed: {
    label: 'Payment failed',
    detail: 'We could not charge your card. Update your card below and we will try the payment again; without payment your service will stop.',
  },
  cancelled: { label: 'Cancelled', detail: 'This subscription has ended. To get connected again, choose a new Shield plan.' },
  expired: { label: 'Expired', detail: 'This subscription has expired. To get connected again, choose a new Shield plan.' },
};

/**
 * Words the billing provider sends as data, in the page's language: an invoice's status and the
 * device type of a subscription. A value not listed here is shown as the provider wrote it.
 */
const providerWords: { invoiceStatuses: Record<string, string>; deviceTypes: Record<string, string> } = {
  invoiceStatuses: {
    paid: 'Paid',
    overdue: 'Overdue',
    unpaid: 'Unpaid',
    partially_paid: 'Partially paid',
    pending: 'Pending',
    sent: 'Sent',
    void: 'Void',
    draft: 'Draft',
  },
  deviceTypes: { 'Mobile hotspot': 'Mobile hotspot', 'Home router': 'Home router', 'SIM card': 'SIM card' },
};

/** Every text of the account and its sign-in, in one language (Spanish in account.es.ts). */
export type AccountContent = {
  signIn: typeof signInText;
  account: typeof accountText;
  cancel: typeof cancelText;
  cancelReasons: typeof cancelReasons;
  status: typeof statusText;
  providerWords: typeof providerWords;
};

export const accountContent: AccountContent = {
  signIn: signInText,
  account: accountText,
  cancel: cancelText,
  cancelReasons,
  status: statusText,
  providerWords,
};
