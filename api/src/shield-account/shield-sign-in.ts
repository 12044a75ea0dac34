import type { Locale } from 'composition-contract/locale';
import { pathInLocale } from 'composition-contract/locale';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';
import type { Requester, SignInSubject } from '../auth/link-requests';
import type { LoginCodes } from '../auth/login-codes';
import { failedExchangesPerAddress } from '../auth/sign-in-service';
import type { SessionTokens } from '../auth/session-tokens';
import type { BillingClient, BillingCustomer } from '../billing/billing-client';
import type { RateLimiter } from '../http/rate-limiter';
import { AppError, errorMessages } from '../shared/app-error';

const rateWindowSeconds = 15 * 60;
/** Failed code exchanges per network block: a code names no customer, so it is counted where it comes from. */
const failedExchangesPerNetwork = 4 * failedExchangesPerAddress;

/** Whom an email signs in to the Shield account: the billing customer with that email, if any. */
export function subscriberFinder(billing: BillingClient): (email: string) => Promise<SignInSubject | undefined> {
  return async (email) => {
    const customer = await billing.findCustomerByEmail(email);
    return customer && { id: customer.id, email: customer.email };
  };
}

/** The Shield account's link: `/shield/account/sign-in?code=<code>` (the code names the customer; under `/es` in Spanish). */
export function shieldLink(publicUrl: string): (customerId: string, code: string, locale: Locale) => URL {
  return (_customerId, code, locale) => {
    const link = new URL(`${publicUrl}${pathInLocale('/shield/account/sign-in', locale)}`);
    link.searchParams.set(LOGIN_CODE_PARAMS.shieldAccount, code);
    return link;
  };
}

/**
 * The Shield account's code exchange, the portal's way: a code mailed by its LinkRequests for a
 * session naming the billing customer.
 */
export class ShieldSignIn {
  constructor(private readonly deps: { billing: BillingClient; codes: LoginCodes; sessions: SessionTokens; rateLimiter: RateLimiter }) {}

  /** Consumes the code and opens a session; 401 for a used, expired or forged code. */
  async exchangeCode(code: string, requester: Requester): Promise<{ token: string; customer: BillingCustomer }> {
    const { codes, sessions, rateLimiter, billing } = this.deps;
    const addressFailures = { name: 'shield-code-failures-ip', subject: requester.address, limit: failedExchangesPerAddress, windowSeconds: rateWindowSeconds };
    const networkFailures = { name: 'shield-code-failures-network', subject: requester.network, limit: failedExchangesPerNetwork, windowSeconds: rateWindowSeconds };
    await rateLimiter.ensureBelow(addressFailures);
    await rateLimiter.ensureBelow(networkFailures);
    const customerId = await codes.take(code);
    const customer = customerId === undefined ? undefined : await billing.getCustomer(customerId);
    if (customer === undefined) {
      await rateLimiter.hit(addressFailures, networkFailures);
      throw new AppError(401, errorMessages.invalidAuthCode);
    }
    return { token: sessions.issue(customer.id), customer };
  }
}
