import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import type { CrmClient, CrmHealth, CrmModule, CrmRecord, RecordModule, SearchField } from './crm-client';

const ttlSeconds = 60;

/**
 * Caches CRM reads in the cache store for a short time (Zoho allows few calls), and merges
 * concurrent misses of one key in this process into one CRM call (single flight). The cache is an
 * optimisation: when the store fails, reads go to the CRM directly.
 */
export class CachedCrm implements CrmClient {
  readonly #inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly crm: CrmClient,
    private readonly store: CacheStore,
    private readonly logger: Logger,
  ) {}

  async getRecord(module: RecordModule, id: string): Promise<CrmRecord | undefined> {
    // Absent records are cached too (as null), so unknown ids cannot be used to hammer the CRM.
    const cached = await this.#readThrough<CrmRecord | null>(`crm:record:${module}:${digest(id)}`, async () =>
      (await this.crm.getRecord(module, id)) ?? null,
    );
    return cached ?? undefined;
  }

  async searchRecords(module: CrmModule, field: SearchField, value: string): Promise<CrmRecord[]> {
    const normalised = field === 'Email' ? value.trim().toLowerCase() : value;
    return this.#readThrough(`crm:search:${module}:${field}:${digest(normalised)}`, () =>
      this.crm.searchRecords(module, field, value),
    );
  }

  health(): CrmHealth {
    return this.crm.health();
  }

  async #readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.#inFlight.get(key) as Promise<T> | undefined;
    if (pending !== undefined) return pending;
    const reading = this.#readThroughOnce(key, load).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, reading);
    return reading;
  }

  async #readThroughOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = await this.store.get(key).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'CRM cache read failed, reading the CRM directly');
      return undefined;
    });
    if (cached !== undefined) return JSON.parse(cached) as T;
    const value = await load();
    await this.store.set(key, JSON.stringify(value), ttlSeconds).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'CRM cache write failed');
    });
    return value;
  }
}

/** User input never becomes part of a key as is: fixed length, no separators. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
