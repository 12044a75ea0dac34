import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CacheStore } from '../cache/cache-store';
import type { RateLimiter } from '../http/rate-limiter';
import { refusalOf } from '../http/rate-limiter';
import { clientAddress, clientNetwork } from '../http/security';
import { parseInput } from '../http/validation';
import type { Mailer } from '../mail/mailer';
import { errorMessages } from '../shared/app-error';
import type { BackgroundTasks } from '../shared/background-tasks';
import type { LoginCodes } from './login-codes';
import type { Locale } from 'composition-contract/locale';
import { DEFAULT_LOCALE, LOCALES } from 'composition-contract/locale';
import type { SignInPlaceName } from '../content/login-mail.en';
import { loginEmail } from './login-email';

const rateWindowSeconds = 15 * 60;
const lookupBudgetWindowSeconds = 60;
/** How long an email that received a login link counts as known. */
const knownEmailSeconds = 90 * 24 * 60 * 60;

export interface SignInLimits {
  /** Per email and requesting network block, per 15 minutes. */
  perEmail: number;
  /** Per address (IPv6: per /64), per 15 minutes. */
  perIp: number;
  /** Per network block (IPv4 /24, IPv6 /48), per 15 minutes. */
  perNetwork: number;
  /** Lookups per minute for the whole site (every instance): what strangers may cost the records' service. */
  lookupsPerMinute: number;
}

/** Whom a link signs in: the record (or customer) its code names, and the address on record. */
export interface SignInSubject {
  id: string;
  email: string;
}

/** Who asks: the address and its network block, as the limits count them. */
export interface Requester {
  address: string;
  network: string;
}

/**
 * The shares of the site-wide lookup budget: a quarter is reserved for known emails (ones a link
 * was sent to before), so strangers spending the rest cannot keep them out; and one network block
 * may take at most half of the open share in a minute, so spending it takes several.
 */
export function lookupBudgetShares(lookupsPerMinute: number): { open: number; reserved: number; perNetwork: number } {
  const reserved = Math.floor(lookupsPerMinute / 4);
  const open = lookupsPerMinute - reserved;
  return { open, reserved, perNetwork: Math.ceil(open / 2) };
}

/**
 * The emailed sign-in link: who may ask for one, when it may cost a lookup, and the mail. The
 * portal's and the Shield account's sign-ins each have one, with their own lookup, link, lookup
 * budget and known emails (their records live in different services) and the same per-visitor
 * counters (one visitor's requests to either count together).
 */
export class LinkRequests {
  constructor(
    private readonly deps: {
      rateLimiter: RateLimiter;
      store: CacheStore;
      limits: SignInLimits;
      /** This sign-in's names: in the store, of its lookup budget and of the emails a link was sent to; in the log, of itself. */
      names: { lookupBudget: string; knownEmails: string; signIn: string };
      /** Whom an email signs in, if anyone. */
      find: (email: string) => Promise<SignInSubject | undefined>;
      /** The link that carries a code for this subject, to the page in the visitor's language. */
      linkFor: (subjectId: string, code: string, locale: Locale) => URL;
      /** What the link signs in to, as its email names it. */
      place: SignInPlaceName;
      codes: LoginCodes;
      mailer: Mailer;
      logger: Logger;
    },
  ) {}

  /**
   * Decides whether a link request may cost a lookup. Per-visitor limits first (address, network
   * block, email per network block: 429), then the site-wide budget. Past the open share, a known
   * email takes a unit of the reserved share; any other email gets the same answer (202) without
   * a lookup. Both count the same per-visitor limits and need the reserved share open, so no
   * answer (202, 429 or 503, and its Retry-After) tells known emails apart. Past the whole budget
   * everyone gets the same 503. A refused request counts against nothing.
   * @returns true when the email is to be looked up (and a link mailed when it is on record)
   */
  async admit(email: string, requester: Requester): Promise<boolean> {
    const { rateLimiter, limits, names } = this.deps;
    const shares = lookupBudgetShares(limits.lookupsPerMinute);
    const busy = { status: 503, message: errorMessages.signInBusy };
    const perVisitor = [
      { name: 'signin-ip', subject: requester.address, limit: limits.perIp, windowSeconds: rateWindowSeconds },
      { name: 'signin-network', subject: requester.network, limit: limits.perNetwork, windowSeconds: rateWindowSeconds },
      { name: 'signin-network-minute', subject: requester.network, limit: shares.perNetwork, windowSeconds: lookupBudgetWindowSeconds },
      // Per requesting network: five requests with someone else's address lock them out only there.
      { name: 'signin-email', subject: `${requester.network} ${normalisedEmail(email)}`, limit: limits.perEmail, windowSeconds: rateWindowSeconds },
    ];
    const reservedShare = { name: `${names.lookupBudget}-reserved`, subject: 'everyone', limit: shares.reserved, windowSeconds: lookupBudgetWindowSeconds, refusal: busy };
    const refused = await rateLimiter.firstReached(...perVisitor, {
      name: names.lookupBudget, subject: 'everyone', limit: shares.open, windowSeconds: lookupBudgetWindowSeconds, refusal: busy,
    });
    if (refused === undefined) return true;
    if (refused.limit.refusal === undefined) throw refusalOf(refused.limit, refused.ttlSeconds);
    const known = (await this.deps.store.get(this.#knownKey(email))) !== undefined;
    await rateLimiter.hit(...perVisitor, known ? reservedShare : { ...reservedShare, checkedOnly: true });
    return known;
  }

  /** Mails a link, in `locale`, when the email signs someone in; otherwise does nothing, silently. */
  async send(email: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const { find, linkFor, place, codes, mailer, logger, names, store } = this.deps;
    const subject = await find(email);
    if (subject === undefined) {
      logger.info({ signIn: names.signIn }, 'login link requested for an email that signs nobody in');
      return;
    }
    const link = linkFor(subject.id, await codes.issue(subject.id), locale);
    // To the address on record, not the spelling typed in.
    await mailer.send(loginEmail(subject.email, link.href, place, locale));
    logger.info({ signIn: names.signIn, subjectId: subject.id }, 'login link sent');
    // The email may use the reserved share from now on.
    await store.set(this.#knownKey(email), '1', knownEmailSeconds);
  }

  /** Hashed: no email address is written to the store. */
  #knownKey(email: string): string {
    return `${this.deps.names.knownEmails}:${createHash('sha256').update(normalisedEmail(email)).digest('base64url')}`;
  }
}

const linkRequestSchema = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email()),
  locale: z.enum(LOCALES, { error: `Expected one of: ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE),
});

/**
 * `POST { email, locale? }`: the same `202 { ok: true }`, after the same work, whether or not the
 * email signs anyone in; the lookup and the mail (in `locale`, English by default) happen after the
 * answer is sent.
 */
export function linkRequestHandler(links: LinkRequests, backgroundTasks: BackgroundTasks): RequestHandler {
  return async (request, response) => {
    const { email, locale } = parseInput(linkRequestSchema, request.body, 'body');
    const lookUp = await links.admit(email, { address: clientAddress(request), network: clientNetwork(request) });
    response.status(202).json({ ok: true });
    if (lookUp) backgroundTasks.run('login link', () => links.send(email, locale));
  };
}

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}
