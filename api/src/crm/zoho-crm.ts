import { z } from 'zod';
import type { Logger } from 'pino';
import type { CacheStore } from '../cache/cache-store';
import { AppError, errorMessages } from '../shared/app-error';
import type { CrmClient, CrmHealth, CrmModule, CrmRecord, RecordModule, SearchField } from './crm-client';
import type { ZohoCredentials } from './zoho-access-tokens';
import { ZohoAccessTokens } from './zoho-access-tokens';
import { requestZoho } from './zoho-http';

export interface ZohoCrmOptions extends ZohoCredentials {
  /** Base of the CRM REST API, version included, e.g. https://www.zohoapis.com/crm/v7 */
  apiUrl: string;
  store: CacheStore;
  logger: Logger;
  timeoutMs?: number;
  refreshPollIntervalMs?: number;
}

const pageSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  info: z.object({ more_records: z.boolean() }).partial().optional(),
});
type Page = z.infer<typeof pageSchema>;

const crmFailureMessages = { unavailable: errorMessages.crmUnavailable, busy: errorMessages.crmBusy };

const recordsPerPage = 200;
/** Enough for any one person's records; stops a runaway loop on a misbehaving server. */
const maxPages = 10;

/** Zoho record ids are digits; anything else cannot exist, so it is not worth a call. */
const zohoIdPattern = /^\d{1,30}$/;

/**
 * Search criteria are built from user input: `(`, `)`, `,` and `\` are escaped so a value can
 * never close the condition or add one (Zoho's documented escaping), then the whole criteria is
 * URL-encoded.
 */
export function criteriaEquals(field: SearchField, value: string): string {
  return `(${field}:equals:${value.replace(/[\\(),]/g, (character) => `\\${character}`)})`;
}

/** The CRM adapter for Zoho CRM's REST API. */
export class ZohoCrm implements CrmClient {
  readonly #tokens: ZohoAccessTokens;
  readonly #timeoutMs: number;
  #health: CrmHealth = 'unknown';

  constructor(private readonly options: ZohoCrmOptions) {
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#tokens = new ZohoAccessTokens({
      credentials: options,
      store: options.store,
      logger: options.logger,
      timeoutMs: this.#timeoutMs,
      messages: crmFailureMessages,
      pollIntervalMs: options.refreshPollIntervalMs,
    });
  }

  async getRecord(module: RecordModule, id: string): Promise<CrmRecord | undefined> {
    if (!zohoIdPattern.test(id)) return undefined;
    const page = await this.#get(new URL(`${this.options.apiUrl}/${module}/${id}`));
    return page?.data[0];
  }

  async searchRecords(module: CrmModule, field: SearchField, value: string): Promise<CrmRecord[]> {
    const records: CrmRecord[] = [];
    for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
      const url = new URL(`${this.options.apiUrl}/${module}/search`);
      url.searchParams.set('criteria', criteriaEquals(field, value));
      url.searchParams.set('page', String(pageNumber));
      url.searchParams.set('per_page', String(recordsPerPage));
      const page = await this.#get(url);
      if (page === undefined) break;
      records.push(...page.data);
      if (page.info?.more_records !== true) break;
    }
    return records;
  }

  health(): CrmHealth {
    return this.#health;
  }

  /** A GET with the access token; a refused token is renewed and the call retried once. */
  async #get(url: URL): Promise<Page | undefined> {
    try {
      let token = await this.#tokens.current();
      let response = await this.#send(url, token);
      if (response.status === 401) {
        token = await this.#tokens.renew(token);
        response = await this.#send(url, token);
      }
      const page = this.#readPage(url, response);
      this.#health = 'up';
      return page;
    } catch (error) {
      if (error instanceof AppError && error.status === 502) this.#health = 'down';
      throw error;
    }
  }

  #send(url: URL, token: string): Promise<{ status: number; body: unknown }> {
    return requestZoho(
      url,
      { headers: { Authorization: `Zoho-oauthtoken ${token}` } },
      { timeoutMs: this.#timeoutMs, logger: this.options.logger, messages: crmFailureMessages },
    );
  }

  #readPage(url: URL, { status, body }: { status: number; body: unknown }): Page | undefined {
    // 204: no record matched. 404 / INVALID_DATA: no record has that id.
    if (status === 204 || status === 404) return undefined;
    if (status === 400 && z.object({ code: z.literal('INVALID_DATA') }).safeParse(body).success) return undefined;
    if (status === 200) {
      const page = pageSchema.safeParse(body);
      if (page.success) return page.data;
    }
    this.options.logger.error({ status, path: url.pathname }, 'Zoho CRM call failed');
    if (status === 429) throw new AppError(503, errorMessages.crmBusy, 60);
    throw new AppError(502, errorMessages.crmUnavailable);
  }
}
