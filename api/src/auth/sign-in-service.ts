import type { Locale } from 'composition-contract/locale';
import { pathInLocale } from 'composition-contract/locale';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';
import type { CrmClient } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { RateLimiter } from '../http/rate-limiter';
import { AppError, errorMessages } from '../shared/app-error';
import type { LoginCodes } from './login-codes';
import type { SignInSubject } from './link-requests';
import type { SessionTokens } from './session-tokens';

const rateWindowSeconds = 15 * 60;
/**
 * Failed code exchanges allowed per address and record per window; a code cannot be guessed, this
 * stops the trying. Per record too, so one person behind a shared address (a carrier-grade NAT, a
 * school) cannot spend it for everyone there; per address too, so nobody elsewhere can lock a record out.
 */
const failedExchangesPerAddressAndRecord = 10;
/** Failed code exchanges per address, whatever the record: bounds the counters one address can create. */
export const failedExchangesPerAddress = 100;

/** Whom an email signs in to the portal: the champion with that email, if any. */
export function championFinder(crm: CrmClient): (email: string) => Promise<SignInSubject | undefined> {
  return async (email) => {
    const [champion] = await crm.searchRecords('Champions', 'Email', email);
    const id = champion && textField(champion, 'id');
    return champion === undefined || id === undefined ? undefined : { id, email: textField(champion, 'Email') ?? email };
  };
}

/** The portal's link: `/portal?recordId=…&jwt=<code>` (`/es/portal?…` in Spanish). */
export function portalLink(publicUrl: string): (recordId: string, code: string, locale: Locale) => URL {
  return (recordId, code, locale) => {
    const link = new URL(`${publicUrl}${pathInLocale('/portal', locale)}`);
    link.searchParams.set('recordId', recordId);
    link.searchParams.set(LOGIN_CODE_PARAMS.portal, code);
    return link;
  };
}

/** The portal's code exchange: a code mailed by its LinkRequests for a session token. */
export class SignInService {
  constructor(private readonly deps: { codes: LoginCodes; sessions: SessionTokens; rateLimiter: RateLimiter }) {}

  /** Consumes the login code and opens a session; 401 for a used, expired or forged code. */
  async exchangeCode(recordId: string, code: string, clientAddress: string): Promise<string> {
    const { codes, sessions, rateLimiter } = this.deps;
    const failures = { name: 'code-failures', subject: `${clientAddress} ${recordId}`, limit: failedExchangesPerAddressAndRecord, windowSeconds: rateWindowSeconds };
    const addressFailures = { name: 'code-failures-ip', subject: clientAddress, limit: failedExchangesPerAddress, windowSeconds: rateWindowSeconds };
    await rateLimiter.ensureBelow(failures);
    await rateLimiter.ensureBelow(addressFailures);
    if (!(await codes.consume(recordId, code))) {
      await rateLimiter.hit(failures, addressFailures);
      throw new AppError(401, errorMessages.invalidAuthCode);
    }
    return sessions.issue(recordId);
  }
}
