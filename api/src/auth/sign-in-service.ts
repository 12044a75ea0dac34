import type { Logger } from 'pino';
import type { CrmClient } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { RateLimiter } from '../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { AppError, errorMessages } from '../shared/app-error';
import type { LoginCodes } from './login-codes';
import { loginEmail } from './login-email';
import type { SessionTokens } from './session-tokens';

const rateWindowSeconds = 15 * 60;
/** Failed code exchanges allowed per IP per window; a code cannot be guessed, this stops the trying. */
const failedExchangesPerIp = 10;
const lookupBudgetWindowSeconds = 60;

export interface SignInLimits {
  perEmail: number;
  perIp: number;
  /** CRM lookups per minute for the whole site (every instance): what strangers may cost the CRM. */
  lookupsPerMinute: number;
}

/** The passwordless sign-in: a single-use link by email, exchanged for a session token. */
export class SignInService {
  constructor(
    private readonly deps: {
      crm: CrmClient;
      codes: LoginCodes;
      sessions: SessionTokens;
      mailer: Mailer;
      rateLimiter: RateLimiter;
      limits: SignInLimits;
      publicUrl: string;
      logger: Logger;
    },
  ) {}

  /**
   * Counts the request against the per-IP and per-email limits (an unknown email counts too), then
   * against the site-wide lookup budget: each admitted request may cost one CRM search, and past the
   * budget every requester gets the same 503, whatever the email.
   */
  async admitLinkRequest(email: string, clientAddress: string): Promise<void> {
    const { rateLimiter, limits } = this.deps;
    await rateLimiter.hit(
      { name: 'signin-ip', subject: clientAddress, limit: limits.perIp, windowSeconds: rateWindowSeconds },
      { name: 'signin-email', subject: email.toLowerCase(), limit: limits.perEmail, windowSeconds: rateWindowSeconds },
    );
    await rateLimiter.spend({ name: 'signin-lookups', limit: limits.lookupsPerMinute, windowSeconds: lookupBudgetWindowSeconds }, errorMessages.signInBusy);
  }

  /** Mails a login link when the email belongs to a champion; otherwise does nothing, silently. */
  async sendLoginLink(email: string): Promise<void> {
    const { crm, codes, mailer, publicUrl, logger } = this.deps;
    const [champion] = await crm.searchRecords('Champions', 'Email', email);
    const championId = champion && textField(champion, 'id');
    if (champion === undefined || championId === undefined) {
      logger.info('login link requested for an email that is not a champion');
      return;
    }
    const link = new URL(`${publicUrl}/portal`);
    link.searchParams.set('recordId', championId);
    link.searchParams.set('jwt', await codes.issue(championId));
    // To the address on record, not the spelling typed in.
    await mailer.send(loginEmail(textField(champion, 'Email') ?? email, link.href));
    logger.info({ recordId: championId }, 'login link sent');
  }

  /** Consumes the login code and opens a session; 401 for a used, expired or forged code. */
  async exchangeCode(recordId: string, code: string, clientAddress: string): Promise<string> {
    const { codes, sessions, rateLimiter } = this.deps;
    const failures = { name: 'code-failures-ip', subject: clientAddress, limit: failedExchangesPerIp, windowSeconds: rateWindowSeconds };
    await rateLimiter.ensureBelow(failures);
    if (!(await codes.consume(recordId, code))) {
      await rateLimiter.hit(failures);
      throw new AppError(401, errorMessages.invalidAuthCode);
    }
    return sessions.issue(recordId);
  }
}
