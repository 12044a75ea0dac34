import type { Locale } from 'composition-contract/locale';
import type { CertificateText } from './certificate-text.en';
import { certificateTextEn } from './certificate-text.en';
import { certificateTextEs } from './certificate-text.es';

/** The certificates' words in each locale. */
export const certificateText: Record<Locale, CertificateText> = { en: certificateTextEn, es: certificateTextEs };
