import { z } from 'zod';
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import { AppError } from '../shared/app-error';
import { sleep } from '../shared/clock';
import type { ZohoFailureMessages } from './zoho-http';
import { requestZoho } from './zoho-http';

export interface ZohoCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  accountsUrl: string;
}

const tokenKey = 'zoho:access-token';
const refreshLockKey = 'zoho:refresh-lock';
const refreshCountKey = 'zoho:refresh-count';
/**
 * Zoho grants 10 new access tokens per 10 minutes; staying under that whatever happens (a token
 * refused again and again, a broken refresh token) keeps Zoho from locking the client out.
 */
const refreshesPerWindow = 8;
const refreshWindowSeconds = 10 * 60;
/** A token is dropped from the store this long before Zoho expires it. */
const expiryMarginSeconds = 60;

const tokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/**
 * Zoho OAuth access tokens from the refresh token. Zoho grants only 10 new access tokens per 10
 * minutes, so one token is shared by every API instance through the cache store, and a lock in
 * the store lets one refresh happen at a time (the others wait for its token).
 */
export class ZohoAccessTokens {
  #refreshing: Promise<string> | undefined;
  readonly #lockSeconds: number;

  constructor(
    private readonly options: {
      credentials: ZohoCredentials;
      store: CacheStore;
      logger: Logger;
      timeoutMs: number;
      /** How a failed refresh is worded to the client (the CRM's or Billing's words). */
      messages: ZohoFailureMessages;
      /** How often an instance waiting for another one's refresh looks for the new token. */
      pollIntervalMs?: number;
    },
  ) {
    // Outlives the refresh request (bounded by its timeout), so the holder's release is always its own.
    this.#lockSeconds = Math.ceil(options.timeoutMs / 1000) + 5;
  }

  async current(): Promise<string> {
    return (await this.options.store.get(tokenKey)) ?? this.#refreshOnce();
  }

  /** After Zoho refused `rejected` (401): a new token, unless another caller already replaced it. */
  async renew(rejected: string): Promise<string> {
    const stored = await this.options.store.get(tokenKey);
    if (stored !== undefined && stored !== rejected) return stored;
    await this.options.store.delete(tokenKey);
    return this.#refreshOnce();
  }

  /** In this process, concurrent callers share one refresh. */
  #refreshOnce(): Promise<string> {
    this.#refreshing ??= this.#refreshShared().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  async #refreshShared(): Promise<string> {
    const { store, pollIntervalMs = 250 } = this.options;
    const deadline = Date.now() + this.#lockSeconds * 1000;
    for (;;) {
      const token = await store.get(tokenKey);
      if (token !== undefined) return token;
      if (await store.setIfAbsent(refreshLockKey, 'held', this.#lockSeconds)) {
        try {
          // Another instance may have stored a token between our read and taking the lock.
          return (await store.get(tokenKey)) ?? (await this.#requestToken());
        } finally {
          await store.delete(refreshLockKey);
        }
      }
      if (Date.now() > deadline) throw new AppError(503, this.options.messages.busy, 60);
      await sleep(pollIntervalMs);
    }
  }

  async #requestToken(): Promise<string> {
    const { credentials, store, logger, timeoutMs, messages } = this.options;
    const { count, ttlSeconds } = await store.increment(refreshCountKey, refreshWindowSeconds);
    if (count > refreshesPerWindow) {
      logger.error('Zoho access token refreshes are over the limit; check the Zoho credentials');
      throw new AppError(503, messages.busy, ttlSeconds);
    }
    const { status, body } = await requestZoho(
      `${credentials.accountsUrl}/oauth/v2/token`,
      {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          refresh_token: credentials.refreshToken,
        }),
      },
      { timeoutMs, logger, messages },
    );
    const parsed = tokenResponseSchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      // Zoho answers some failures with 200 and an `error` field; log it, never the credentials.
      const zohoError = z.object({ error: z.string() }).safeParse(body).data?.error;
      logger.error({ status, zohoError }, 'Zoho access token refresh failed');
      if (status === 429 || zohoError === 'Access Denied') throw new AppError(503, messages.busy, 60);
      throw new AppError(502, messages.unavailable);
    }
    const { access_token: token, expires_in: expiresInSeconds } = parsed.data;
    await store.set(tokenKey, token, Math.max(1, Math.floor(expiresInSeconds - expiryMarginSeconds)));
    logger.info('Zoho access token refreshed');
    return token;
  }
}
