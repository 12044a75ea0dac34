import type { Logger } from 'pino';
import type { CrmClient } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { RateLimiter } from '../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { AppError, errorMessages } from '../shared/app-error';
import type { LoginCodes } from './login-codes';
import type { LinkRequests, Requester } from './link-requests';
import { loginEmail, portalSignIn } from './login-email';
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

/** The passwordless sign-in: a single-use link by email, exchanged for a session token. */
export class SignInService {
  constructor(
    private readonly deps: {
      crm: CrmClient;
      codes: LoginCodes;
      sessions: SessionTokens;
      mailer: Mailer;
      rateLimiter: RateLimiter;
      linkRequests: LinkRequests;
      publicUrl: string;
      logger: Logger;
    },
  ) {}

  /** Whether a link request may cost a CRM lookup (LinkRequests.admit). */
  admitLinkRequest(email: string, requester: Requester): Promise<boolean> {
    return this.deps.linkRequests.admit(email, requester);
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
    await mailer.send(loginEmail(textField(champion, 'Email') ?? email, link.href, portalSignIn));
    logger.info({ recordId: championId }, 'login link sent');
    await this.deps.linkRequests.markKnown(email);
  }

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
