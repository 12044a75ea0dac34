/** The ways to give offered on every appeal page; `id` is what the donation form receives. */
export const paymentMethods = [
  { id: 'credit', label: 'Credit card', nextStep: 'You pay by card on the donation form.' },
  { id: 'bank', label: 'Bank transfer', nextStep: 'After the form, our team emails you the bank details for the transfer.' },
  { id: 'stock', label: 'Stock', nextStep: 'After the form, our team sends you the instructions for your broker.' },
  { id: 'daf', label: 'Donor-advised fund', nextStep: 'After the form, our team sends you what your fund needs to make the grant.' },
  { id: 'check', label: 'Check', nextStep: 'After the form, our team sends you the address for your check.' },
] as const;

export type PaymentMethod = (typeof paymentMethods)[number]['id'];

/** Spec §4/§9: the payment method starts as credit card. */
export const defaultPaymentMethod: PaymentMethod = 'credit';

/** The amounts offered, as multiples of the page's default amount (which is pre-selected). */
export const presetFactors = [0.25, 0.5, 1, 2] as const;

export const donationText = {
  title: 'Make It Happen',
  intro: 'Every gift brings a computer, a connection and digital skills to someone who needs them.',
  amountLegend: 'Amount',
  otherAmountOption: 'Other amount',
  otherAmountLabel: 'Your amount in dollars',
  otherAmountHint: 'Whole dollars, for example 5000.',
  emptyAmountError: 'Enter the amount you would like to give, in whole dollars.',
  invalidAmountError: 'Enter a whole number of dollars greater than 0, without cents, for example 5000.',
  methodLegend: 'Payment method',
  summaryTitle: 'Your gift',
  summary: (amount: string, method: string) => `${amount} by ${method.toLowerCase()}`,
  summaryIncomplete: 'Enter an amount above to continue.',
  leaving: (host: string) =>
    `Next: our donation partner's secure form at ${host}, with your name and email filled in. It opens in a new tab.`,
  continueLink: 'Continue to the donation form',
  /** When the organisation has no online donation form set up: the contact below is the way. */
  formOff: 'Our online donation form is not available right now. Email or call us below and we will take your gift personally.',
  formOffLink: "Open our donation partner's page",
  contactTitle: 'Questions, or the form does not open?',
};

/** The organisation's own giving contact (fictional), shown whatever the form provider does. */
export const givingContact = {
  email: 'giving@example.org',
  phone: '(201) 555-0100',
  hours: 'Monday to Friday, 9 AM to 5 PM EST',
};
