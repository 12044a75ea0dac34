import type { Logger } from 'pino';
import type { LinkRequests, Requester } from '../auth/link-requests';
import type { LoginCodes } from '../auth/login-codes';
import { loginEmail, shieldSignIn } from '../auth/login-email';
import { failedExchangesPerAddress } from '../auth/sign-in-service';
import type { SessionTokens } from '../auth/session-tokens';
import type { BillingClient, BillingCustomer } from '../billing/billing-client';
import type { RateLimiter } from '../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { AppError, errorMessages } from '../shared/app-error';

const rateWindowSeconds = 15 * 60;
/** Failed code exchanges per network block: a code names no customer, so it is counted where it comes from. */
const failedExchangesPerNetwork = 4 * failedExchangesPerAddress;

/**
 * The Shield account's sign-in, the portal's way: a single-use link by email to a billing
 * customer's address, exchanged for a session naming the customer.
 */
export class ShieldSignIn {
  constructor(
    private readonly deps: {
      billing: BillingClient;
      codes: LoginCodes;
      sessions: SessionTokens;
      mailer: Mailer;
      rateLimiter: RateLimiter;
      linkRequests: LinkRequests;
      publicUrl: string;
      logger: Logger;
    },
  ) {}

  /** Whether a link request may cost a billing lookup (LinkRequests.admit). */
  admitLinkRequest(email: string, requester: Requester): Promise<boolean> {
    return this.deps.linkRequests.admit(email, requester);
  }

  /** Mails a sign-in link when a billing customer has this email; otherwise does nothing, silently. */
  async sendLoginLink(email: string): Promise<void> {
    const { billing, codes, mailer, publicUrl, logger } = this.deps;
    const customer = await billing.findCustomerByEmail(email);
    if (customer === undefined) {
      logger.info('Shield sign-in link requested for an email that is not a customer\'s');
      return;
    }
    const link = new URL(`${publicUrl}/shield/account/sign-in`);
    link.searchParams.set('code', await codes.issue(customer.id));
    // To the address on record, not the spelling typed in.
    await mailer.send(loginEmail(customer.email, link.href, shieldSignIn));
    logger.info({ customerId: customer.id }, 'Shield sign-in link sent');
    await this.deps.linkRequests.markKnown(email);
  }

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
