import { ApiError } from '../../api/apiClient';
import type { Verification } from '../../api/certificatesApi';
import { verifyCertificateCode } from '../../api/certificatesApi';
import type { Locale } from 'composition-contract/locale';
import type { VerifyText } from '../../content/verify';

export type CodeCheck = Verification | { genuine: 'unknown'; message: string };

/** Asks the API whether a code is genuine; a failure of the check is a message (in `verifyText`'s language), not an answer. */
export async function checkCode(code: string, verifyText: VerifyText, locale: Locale): Promise<CodeCheck> {
  try {
    return await verifyCertificateCode(code, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { genuine: 'unknown', message: verifyText.tooManyChecks(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60))) };
    }
    if (error instanceof ApiError && error.status === 400) return { genuine: 'unknown', message: verifyText.invalidCode };
    return { genuine: 'unknown', message: verifyText.unavailable };
  }
}
