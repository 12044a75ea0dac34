/** How to reach the organisation when an embedded form or widget is not available (fictional contact). */
export const organisationContact = {
  email: 'info@example.org',
  phone: '(201) 555-0100',
  hours: 'Monday to Friday, 9:00 to 5:00 EST',
};

export const embedTexts = {
  /** In place of an embed the organisation has not set up (or switched off). */
  notAvailable: (title: string) => `The ${title.toLowerCase()} is not available on this site right now.`,
  reachUs: 'You can still reach us: email',
  orCall: 'or call',
  providerPage: 'Open it on the provider’s site',
  /** In place of a configured provider that does not answer. */
  notAnswering: (title: string, linkText: string) => `The ${title.toLowerCase()} is not answering right now. Use the “${linkText}” link above, or try again later.`,
};
