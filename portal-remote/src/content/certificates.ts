/**
 * Texts of the certificates of data destruction: the donor view's additions, the certificate page
 * (`/certificate`) and the public verification page (`/verify`). What a certificate states, and
 * the organisation's details, come from the API (one text for the PDF and the page).
 */

/** `Destruction_Type` values and what the table says; any other value, or none, is pending. */
export const destructionStatuses: Record<string, string> = {
  Erased: 'Erased',
  Destroyed: 'Destroyed',
  'No Drive': 'No drive present',
};

export const certificateText = {
  pending: 'Pending',
  view: 'View',
  viewLabel: (model: string) => `View the data certificate of ${model}`,
  download: 'Download',
  downloadLabel: (model: string) => `Download the data certificate of ${model} (PDF)`,
  downloading: 'Downloading…',
  downloadAll: 'Download all certificates',
  /** The donation's label follows. */
  downloadAllLabel: (donation: string) => `Download all certificates of the ${donation} (ZIP)`,
  noneToDownload: 'No certificates yet: the data destruction of these computers is pending.',
  downloadFailed: 'The download did not work. Please try again.',
};

export const certificatePageText = {
  title: 'Certificate of data destruction',
  loading: 'Loading the certificate',
  back: 'Back to your donations',
  print: 'Print',
  downloadPdf: 'Download PDF',
  missingDevice: 'No device was named. Open a certificate from your donations.',
  verificationTitle: 'Verification',
  verificationIntro: 'Anyone can check this certificate: scan the QR code, or enter the code at',
  codeLabel: 'Verification code',
  qrLabel: 'QR code that opens the verification page for this certificate',
  issuedBy: 'Issued electronically by',
};

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
