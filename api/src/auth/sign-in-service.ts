import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import type { CrmClient } from '../crm/crm-client';
import { textField } from '../crm/crm-client';
import type { RateLimiter } from '../http/rate-limiter';
import { refusalOf } from '../http/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { AppError, errorMessages } from '../shared/app-error';
import type { LoginCodes } from './login-codes';
import { loginEmail } from './login-email';
import type { SessionTokens } from './session-tokens';

const rateWindowSeconds = 15 * 60;
/**
 * Failed code exchanges allowed per address and record per window; a code cannot be guessed, this
 * stops the trying. Per record too, so one person behind a shared address (a carrier-grade NAT, a
 * school) cannot spend it for everyone there; per address too, so nobody elsewhere can lock a record out.
 */
const failedExchangesPerAddressAndRecord = 10;
/** Failed code exchanges per address, whatever the record: bounds the counters one address can create. */
const failedExchangesPerAddress = 100;
const lookupBudgetWindowSeconds = 60;
/** How long an email that received a login link counts as a known champion's. */
const knownChampionSeconds = 90 * 24 * 60 * 60;

export interface SignInLimits {
  /** Per email and requesting network block, per 15 minutes. */
  perEmail: number;
  /** Per address (IPv6: per /64), per 15 minutes. */
  perIp: number;
  /** Per network block (IPv4 /24, IPv6 /48), per 15 minutes. */
  perNetwork: number;
  /** CRM lookups per minute for the whole site (every instance): what strangers may cost the CRM. */
  lookupsPerMinute: number;
}

/** Who asks: the address and its network block, as the limits count them. */
export interface Requester {
  address: string;
  network: string;
}

/**
 * The shares of the site-wide lookup budget: a quarter is reserved for known champions (emails a
 * link was sent to before), so strangers spending the rest cannot keep them out; and one network
 * block may take at most half of the open share in a minute, so spending it takes several.
 */
export function lookupBudgetShares(lookupsPerMinute: number): { open: number; reserved: number; perNetwork: number } {
  const reserved = Math.floor(lookupsPerMinute / 4);
  const open = lookupsPerMinute - reserved;
  return { open, reserved, perNetwork: Math.ceil(open / 2) };
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
      store: CacheStore;
      limits: SignInLimits;
      publicUrl: string;
      logger: Logger;
    },
  ) {}

  /**
   * Decides whether a link request may cost a CRM lookup. Per-visitor limits first (address,
   * network block, email per network block: 429), then the site-wide budget. Past the open share,
   * a known champion's email takes a unit of the reserved share; any other email gets the same
   * answer (202) without a lookup. Both count the same per-visitor limits and need the reserved
   * share open, so no answer (202, 429 or 503, and its Retry-After) tells known emails apart. Past
   * the whole budget everyone gets the same 503. A refused request counts against nothing.
   * @returns true when the email is to be looked up (and a link mailed to a champion)
   */
  async admitLinkRequest(email: string, requester: Requester): Promise<boolean> {
    const { rateLimiter, limits } = this.deps;
    const shares = lookupBudgetShares(limits.lookupsPerMinute);
    const busy = { status: 503, message: errorMessages.signInBusy };
    const perVisitor = [
      { name: 'signin-ip', subject: requester.address, limit: limits.perIp, windowSeconds: rateWindowSeconds },
      { name: 'signin-network', subject: requester.network, limit: limits.perNetwork, windowSeconds: rateWindowSeconds },
      { name: 'signin-network-minute', subject: requester.network, limit: shares.perNetwork, windowSeconds: lookupBudgetWindowSeconds },
      // Per requesting network: five requests with someone else's address lock them out only there.
      { name: 'signin-email', subject: `${requester.network} ${normalisedEmail(email)}`, limit: limits.perEmail, windowSeconds: rateWindowSeconds },
    ];
    const reservedShare = { name: 'signin-lookups-reserved', subject: 'everyone', limit: shares.reserved, windowSeconds: lookupBudgetWindowSeconds, refusal: busy };
    const refused = await rateLimiter.firstReached(...perVisitor, {
      name: 'signin-lookups', subject: 'everyone', limit: shares.open, windowSeconds: lookupBudgetWindowSeconds, refusal: busy,
    });
    if (refused === undefined) return true;
    if (refused.limit.refusal === undefined) throw refusalOf(refused.limit, refused.ttlSeconds);
    const known = await this.#isKnownChampion(email);
    await rateLimiter.hit(...perVisitor, known ? reservedShare : { ...reservedShare, checkedOnly: true });
    return known;
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
    await this.deps.store.set(knownChampionKey(email), '1', knownChampionSeconds);
  }

  async #isKnownChampion(email: string): Promise<boolean> {
    return (await this.deps.store.get(knownChampionKey(email))) !== undefined;
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

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Hashed: no email address is written to the store. */
function knownChampionKey(email: string): string {
  return `known-champion:${createHash('sha256').update(normalisedEmail(email)).digest('base64url')}`;
}
