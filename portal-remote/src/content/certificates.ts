/**
 * Texts of the certificates of data destruction in English: the donor view's additions and the
 * certificate page (`/certificate`); `certificates.es.ts` has them in Spanish. What a certificate
 * states, and the organisation's details, come from the API (one text for the PDF and the page,
 * in the language the page asks for).
 */

/** `Destruction_Type` values and what the table says; any other value, or none, is pending. */
const destructionStatuses: Record<string, string> = {
  Erased: 'Erased',
  Destroyed: 'Destroyed',
  'No Drive': 'No drive present',
};

const certificateText = {
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

const certificatePageText = {
  title: 'Certificate of data destruction',
  loading: 'Loading the certificate',
  back: 'Back to your donations',
  print: 'Print',
  downloadPdf: 'Download PDF',
  verificationTitle: 'Verification',
  verificationIntro: 'Anyone can check this certificate: scan the QR code, or enter the code at',
  codeLabel: 'Verification code',
  qrLabel: 'QR code that opens the verification page for this certificate',
  issuedBy: 'Issued electronically by',
};

export const certificatesContent = { destructionStatuses, certificate: certificateText, page: certificatePageText };

export type CertificateTexts = typeof certificatesContent;
