/** Texts of the public verification page (`/verify`) in English; `verify.es.ts` has them in Spanish. */
export const verifyText = {
  title: 'Verify a certificate',
  intro:
    'Enter the verification code printed on a certificate of data destruction (or scan its QR code) to check that Digital Harbor issued it and that it has not been changed.',
  codeLabel: 'Verification code',
  submit: 'Verify',
  checking: 'Checking the code…',
  genuineTitle: 'Genuine certificate',
  genuineIntro: 'Digital Harbor issued a certificate with this code. It states:',
  fields: { number: 'Certificate number', title: 'Certificate', date: 'Date', deviceType: 'Device type', manufacturer: 'Manufacturer' },
  notRecorded: 'Not recorded',
  privacyNote: 'This page shows nothing about the donor. Compare these facts with the certificate you were given.',
  notGenuineTitle: 'Not a genuine certificate',
  notGenuine: 'Digital Harbor did not issue a certificate with this code, or the code has been changed. Check that it was copied in full.',
  tooManyChecks: (minutes: number) => `Too many checks from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  invalidCode: 'That does not look like a verification code. Check that it was copied in full.',
  unavailable: 'The check could not be done right now. Please try again.',
};

export type VerifyText = typeof verifyText;
