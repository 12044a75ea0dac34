import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CrmRecord } from '../../src/crm/crm-client';
import { LoopbackZoho, readBody, sendJson } from './loopback-zoho';

export const fakeZohoCredentials = { clientId: 'client-id', clientSecret: 'client-secret', refreshToken: 'refresh-token' };

type Records = Readonly<Record<string, readonly CrmRecord[]>>;

/**
 * A fake of Zoho's accounts and CRM REST API on loopback, strict where the real one is: tokens
 * must be ones it issued, criteria must be well formed and escaped, results are paged, and an
 * empty result is a 204.
 */
export class FakeZoho extends LoopbackZoho {
  readonly searches: { module: string; field: string; value: string }[] = [];
  readonly apiCalls: string[] = [];
  tokenDelayMs = 0;
  tokenLifetimeSeconds = 3600;
  #tokenOverrides: { status: number; body: unknown }[] = [];

  private constructor(private readonly records: Records) {
    super();
  }

  static async start(records: Records): Promise<FakeZoho> {
    return new FakeZoho(records).listen();
  }

  get apiUrl(): string {
    return `${this.accountsUrl}/crm/v7`;
  }

  answerNextTokenRequest(status: number, body: unknown): void {
    this.#tokenOverrides.push({ status, body });
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.accountsUrl);
    if (request.method === 'POST' && url.pathname === '/oauth/v2/token') return this.#token(request, response);
    const match = /^\/crm\/v7\/(\w+)\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || match === null) return sendJson(response, 404, { code: 'INVALID_URL_PATTERN' });
    this.apiCalls.push(url.pathname);

    if (this.issuedToken(request) === undefined) return sendJson(response, 401, { code: 'INVALID_TOKEN' });
    if (this.answeredByOverride(response, { code: 'ERROR' })) return;

    const [, module = '', idOrSearch = ''] = match;
    const records = this.records[module];
    if (records === undefined) return sendJson(response, 400, { code: 'INVALID_MODULE' });
    if (idOrSearch !== 'search') {
      const record = records.find((candidate) => candidate.id === idOrSearch);
      return record === undefined ? sendJson(response, 204) : sendJson(response, 200, { data: [record] });
    }

    const condition = parseCriteria(url.searchParams.get('criteria') ?? '');
    if (condition === undefined) return sendJson(response, 400, { code: 'INVALID_QUERY' });
    this.searches.push({ module, ...condition });
    const matching = records.filter((record) => {
      const value = record[condition.field];
      if (typeof value !== 'string') return false;
      return condition.field === 'Email' ? value.toLowerCase() === condition.value.toLowerCase() : value === condition.value;
    });
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? '200'), 200);
    const data = matching.slice((page - 1) * perPage, page * perPage);
    if (data.length === 0) return sendJson(response, 204);
    return sendJson(response, 200, { data, info: { page, per_page: perPage, count: data.length, more_records: page * perPage < matching.length } });
  }

  async #token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.tokenRequests += 1;
    const form = new URLSearchParams(await readBody(request));
    if (this.tokenDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.tokenDelayMs));
    const override = this.#tokenOverrides.shift();
    if (override !== undefined) return sendJson(response, override.status, override.body);
    const valid =
      form.get('grant_type') === 'refresh_token' &&
      form.get('client_id') === fakeZohoCredentials.clientId &&
      form.get('client_secret') === fakeZohoCredentials.clientSecret &&
      form.get('refresh_token') === fakeZohoCredentials.refreshToken;
    // Like Zoho, a refused refresh answers 200 with an error field.
    if (!valid) return sendJson(response, 200, { error: 'invalid_client' });
    const token = `access-${this.tokenRequests}`;
    this.validTokens.add(token);
    sendJson(response, 200, { access_token: token, expires_in: this.tokenLifetimeSeconds, api_domain: this.accountsUrl, token_type: 'Bearer' });
  }
}

/**
 * `(Field:equals:value)` with `\` escaping `(`, `)`, `,` and `\` in the value. Anything else (an
 * unescaped bracket or comma, a second condition) is refused, as an injection would be.
 */
export function parseCriteria(criteria: string): { field: string; value: string } | undefined {
  const match = /^\((\w+):equals:(.*)\)$/s.exec(criteria);
  if (match === null) return undefined;
  const [, field = '', escaped = ''] = match;
  let value = '';
  for (let index = 0; index < escaped.length; index += 1) {
    const character = escaped[index] ?? '';
    if (character === '\\') {
      const next = escaped[index + 1];
      if (next === undefined || !'(),\\'.includes(next)) return undefined;
      value += next;
      index += 1;
    } else if ('(),'.includes(character)) {
      return undefined;
    } else {
      value += character;
    }
  }
  return { field, value };
}
