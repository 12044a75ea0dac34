import * as z from 'zod/mini';
import type { Locale } from 'composition-contract/locale';
import { apiFile, apiRequest, parsedAnswer } from './apiClient';

// The API's certificate answers (`api/src/certificates/`): the text of the certificate as the PDF
// prints it, and its verification.
const rowSchema = z.object({ label: z.string(), value: z.string() });
const sectionSchema = z.object({ heading: z.string(), rows: z.array(rowSchema) });

const certificateSchema = z.object({
  title: z.string(),
  statement: z.string(),
  sections: z.array(sectionSchema),
  issuer: z.object({
    name: z.string(),
    legalName: z.string(),
    addressLines: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    signatory: z.string(),
  }),
  facts: z.object({ number: z.string(), deviceId: z.string() }),
  verification: z.object({
    code: z.string(),
    url: z.string(),
    pageUrl: z.string(),
    publicKeyUrl: z.string(),
    qr: z.object({ size: z.number(), path: z.string() }),
  }),
});
export type Certificate = z.infer<typeof certificateSchema>;

const fact = z.nullable(z.string());
const verificationSchema = z.union([
  z.object({
    genuine: z.literal(true),
    certificate: z.object({ number: z.string(), title: z.string(), kind: z.string(), date: fact, deviceType: fact, manufacturer: fact }),
  }),
  z.object({ genuine: z.literal(false) }),
]);
export type Verification = z.infer<typeof verificationSchema>;

const segment = encodeURIComponent;

/**
 * The certificate's words in the page's language: `?locale=es` from a Spanish page; an English
 * page asks as it always has (an API from before the languages answers it).
 */
const inLocale = (locale: Locale) => (locale === 'en' ? {} : { query: { locale } });

/** A device's certificate, for the donor who owns it. */
export async function fetchCertificate(token: string, deviceId: string, locale: Locale): Promise<Certificate> {
  return parsedAnswer(certificateSchema, await apiRequest(`/certificates/device/${segment(deviceId)}`, { token, ...inLocale(locale) }));
}

export function fetchCertificatePdf(token: string, deviceId: string, locale: Locale) {
  return apiFile(`/certificates/device/${segment(deviceId)}/pdf`, { token, accept: 'application/pdf', ...inLocale(locale) });
}

/** Every certificate of a donation (by its Computer_Donors record id) in one ZIP. */
export function fetchDonationCertificates(token: string, donationId: string, locale: Locale) {
  return apiFile(`/certificates/donation/${segment(donationId)}/zip`, { token, accept: 'application/zip', ...inLocale(locale) });
}

/** The public check of a verification code: no session. */
export async function verifyCertificateCode(code: string, locale: Locale): Promise<Verification> {
  return parsedAnswer(verificationSchema, await apiRequest('/certificates/verify', { query: locale === 'en' ? { code } : { code, locale } }));
}
